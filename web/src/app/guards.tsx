import { Navigate, Outlet } from 'react-router';
import { LoadingState } from '../components/page-states';
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
  if (session.loading) return <LoadingState text="Loading" minH="60vh" />;
  if (!session.user || !session.token) return <Navigate to={paths.login.to()} replace />;
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
