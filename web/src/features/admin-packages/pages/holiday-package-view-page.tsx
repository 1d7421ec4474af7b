import { useQuery } from '@apollo/client/react';
import { Heading, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { HistoryToggle } from '../../../components/admin/history/history-toggle';
import { paths } from '../../../config/paths';
import { useIsAgencyAdmin } from '../access';
import { PackageDetails } from '../components/package-details';
import { ViewActions } from '../components/view-actions';
import { messages } from '../constants';
import { AdminHolidayPackageQuery } from '../graphql';
import { BackLink } from './package-view-page';

/** /holidayPackages/{id}: destinations, itinerary, inclusions and exclusions, terms, photos, price. */
export const HolidayPackageViewPage = () => {
  const { id = '' } = useParams();
  const isAgencyAdmin = useIsAgencyAdmin();
  const { data, loading, error } = useQuery(AdminHolidayPackageQuery, { variables: { id } });

  const body = (() => {
    if (loading && !data) return <LoadingState text="Loading package..." />;
    if (error) return <ErrorState>{messages.loadDetailsFailed}</ErrorState>;
    const pkg = data?.holidayPackage;
    if (!pkg) return <ErrorState>{messages.notFound}</ErrorState>;
    return <PackageDetails pkg={pkg} actions={<ViewActions pkg={pkg} />} />;
  })();

  return (
    <Stack gap="4">
      {isAgencyAdmin && <BackLink to={paths.holidayPackages.to()}>Holiday packages</BackLink>}
      {body}
      {/* The package's audit trail (issue 5): packages are the agency's, so only agency admins read it. */}
      {isAgencyAdmin && data?.holidayPackage && (
        <Stack as="section" aria-labelledby="package-history" gap="2" borderWidth="1px" borderRadius="xl" bg="bg" p={{ base: '4', md: '6' }}>
          <Heading id="package-history" as="h2" size="md">
            History
          </Heading>
          <HistoryToggle entity="PACKAGE" entityId={data.holidayPackage.id} />
        </Stack>
      )}
    </Stack>
  );
};
