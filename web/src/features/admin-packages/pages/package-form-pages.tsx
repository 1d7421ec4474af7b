import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { PackageForm } from '../components/package-form';
import { PageHeader } from '../../../components/admin/page-header';
import { messages } from '../constants';
import { AdminPackageQuery } from '../graphql';
import { emptyPackageForm, packageFormFrom } from '../schemas';

/** /packages/create and /packages/creates (the spec's two variants): one form. */
export const PackageCreatePage = () => (
  <Stack gap="6">
    <PageHeader title="Create Package" description="A package with a fixed price per person, shown on the public site." />
    <PackageForm mode="create" initial={emptyPackageForm()} />
  </Stack>
);

/** /packages/edit/{id}: simple packages only; a holiday package opens its own, richer form. */
export const PackageEditPage = () => {
  const { id = '' } = useParams();
  // Always fresh: the form starts from what the API has now, not from an older list.
  const { data, loading, error } = useQuery(AdminPackageQuery, { variables: { id }, fetchPolicy: 'network-only' });

  const body = (() => {
    if (loading && !data) return <LoadingState text="Loading package..." />;
    if (error) return <ErrorState>{messages.loadDetailsFailed}</ErrorState>;
    const pkg = data?.package;
    if (!pkg) return <ErrorState>{messages.notFound}</ErrorState>;
    if (pkg.kind === 'HOLIDAY') return <Navigate to={paths.editHolidayPackage.to(pkg.id)} replace />;
    return <PackageForm key={pkg.id} mode="edit" id={pkg.id} initial={packageFormFrom(pkg)} />;
  })();

  return (
    <Stack gap="6">
      <PageHeader title="Edit Package" description={data?.package?.title} />
      {body}
    </Stack>
  );
};
