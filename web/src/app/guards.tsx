import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { ErrorState, LoadingState } from '../components/page-states';
import { paths } from '../config/paths';
import { useSession } from '../lib/session-context';
import type { SessionState } from '../lib/session';

interface GuardProps {
  /** Who may see the routes below; others are sent home. */
  allow: (session: SessionState) => boolean;
}

/**
 * Admin spec section 2 ("Admin guard"): while the session is loading show Loading, send visitors who
 * are not signed in to /login, and signed-in users without the right flag to /. The server enforces
 * the same rules; this only spares people pages they cannot use.
 */
const RequireSession = ({ allow }: GuardProps) => {
  const session = useSession();
  // Whoever ends a session on a guarded page also says where to go (Logout: home; sign out on all
  // devices and an ended token: /login with the reason). The router shows that next page as a
  // transition, so this page may render once more without a user: render nothing then, rather than
  // race that navigation with a redirect of our own.
  const [openedSignedIn] = useState(() => Boolean(session.user && session.token));
  if (session.loading) return <LoadingState text="Loading" minH="60vh" />;
  if (!session.user || !session.token) return openedSignedIn ? null : <Navigate to={paths.login.to()} replace />;
  if (!allow(session)) return <Navigate to={paths.home.to()} replace />;
  return <Outlet />;
};

export const AdminGuard = () => <RequireSession allow={(session) => session.isAdmin} />;

/** Pages of the signed-in user's own (e.g. /my-bookings): any signed-in user. */
export const SignedInGuard = () => <RequireSession allow={() => true} />;

/** Who works the staff inbox: staff (the spec's isCoolUser) and agency admins, as the inbox API allows. */
export const canUseStaffInbox = (session: SessionState): boolean =>
  session.user?.role === 'STAFF' || session.user?.role === 'AGENCY_ADMIN';

/** The internal (staff) area at /internal. */
export const StaffGuard = () => <RequireSession allow={canUseStaffInbox} />;

export const AGENCY_ADMINS_ONLY_TEXT = 'Only agency admins can manage users and roles.';

/**
 * Inside the admin guard and layout: pages only agency admins may use (users and roles). Hotel
 * managers are admins too, so rather than a silent redirect they are told why, as the package pages
 * do; the API refuses them the same operations (FORBIDDEN).
 */
export const AgencyAdminGuard = ({ title }: { title: string }) => {
  const session = useSession();
  if (session.user?.role === 'AGENCY_ADMIN') return <Outlet />;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" letterSpacing="tight">
        {title}
      </Heading>
      <ErrorState>{AGENCY_ADMINS_ONLY_TEXT}</ErrorState>
    </Stack>
  );
};
