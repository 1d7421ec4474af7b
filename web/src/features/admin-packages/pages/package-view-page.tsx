import { useQuery } from '@apollo/client/react';
import { Heading, Link, Stack } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { HistoryToggle } from '../../../components/admin/history/history-toggle';
import { paths } from '../../../config/paths';
import { useIsAgencyAdmin } from '../access';
import { PackageDetails } from '../components/package-details';
import { ViewActions } from '../components/view-actions';
import { messages } from '../constants';
import { AdminPackageViewQuery } from '../graphql';

export const BackLink = ({ to, children }: { to: string; children: string }) => (
  <Link asChild color="brand.fg" fontSize="sm" fontWeight="600" alignSelf="flex-start">
    <RouterLink to={to}>
      <LuArrowLeft aria-hidden="true" /> {children}
    </RouterLink>
  </Link>
);

/**
 * /packages/view/{id}: a package of either kind, read-only. A failed load is shown (the spec only
 * logged it and left the page blank).
 */
export const PackageViewPage = () => {
  const { id = '' } = useParams();
  const isAgencyAdmin = useIsAgencyAdmin();
  const { data, loading, error } = useQuery(AdminPackageViewQuery, { variables: { id } });

  const body = (() => {
    if (loading && !data) return <LoadingState text="Loading package..." />;
    if (error) return <ErrorState>{messages.loadDetailsFailed}</ErrorState>;
    const pkg = data?.package;
    if (!pkg) return <ErrorState>{messages.notFound}</ErrorState>;
    return <PackageDetails pkg={pkg} actions={<ViewActions pkg={pkg} />} />;
  })();

  return (
    <Stack gap="4">
      {isAgencyAdmin && <BackLink to={paths.adminPackages.to()}>All packages</BackLink>}
      {body}
      {/* The package's audit trail (issue 5): packages are the agency's, so only agency admins read it. */}
      {isAgencyAdmin && data?.package && (
        <Stack as="section" aria-labelledby="package-history" gap="2" borderWidth="1px" borderRadius="xl" bg="bg" p={{ base: '4', md: '6' }}>
          <Heading id="package-history" as="h2" size="md">
            History
          </Heading>
          <HistoryToggle entity="PACKAGE" entityId={data.package.id} />
        </Stack>
      )}
    </Stack>
  );
};
