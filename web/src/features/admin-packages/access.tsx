import { Heading, Stack } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { ErrorState } from '../../components/page-states';
import { useSession } from '../../lib/session-context';
import { messages } from './constants';

/**
 * Package writes are the agency's: the API refuses them to hotel managers (FORBIDDEN), though they
 * are admins too. Links are hidden from them; the pages say why rather than fail on save.
 */
export const useIsAgencyAdmin = (): boolean => useSession().user?.role === 'AGENCY_ADMIN';

export const AgencyAdminsOnlyNotice = () => (
  <Stack gap="6">
    <Heading as="h1" size="2xl" letterSpacing="tight">
      Packages
    </Heading>
    <ErrorState>{messages.agencyAdminsOnly}</ErrorState>
  </Stack>
);

/** Route element: its child routes render for agency admins only. */
export const AgencyAdminOnly = () => (useIsAgencyAdmin() ? <Outlet /> : <AgencyAdminsOnlyNotice />);
