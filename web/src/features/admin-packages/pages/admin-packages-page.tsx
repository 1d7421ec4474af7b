import { useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { LuPencil, LuPlus, LuTrash2, LuTreePalm, LuEye } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { TableSkeleton } from '../../../components/skeletons';
import { paths } from '../../../config/paths';
import type { AdminPackageRowFieldsFragment } from '../../../gql/graphql';
import { formatPrice } from '../../../lib/format';
import { ExchangeRateCard } from '../components/exchange-rate-card';
import { AdminTable } from '../../../components/admin/admin-table';
import { PageHeader } from '../../../components/admin/page-header';
import { useConfirmDeletePackage } from '../components/use-confirm-delete-package';
import { messages } from '../constants';
import { ADMIN_PACKAGE_LIMIT, AdminPackagesQuery } from '../graphql';
import { holidayPackagesTab } from '../tabs';

const editPath = (pkg: AdminPackageRowFieldsFragment): string =>
  pkg.kind === 'HOLIDAY' ? paths.editHolidayPackage.to(pkg.id) : paths.editPackage.to(pkg.id);

const PackageRow = ({ pkg, onDelete }: { pkg: AdminPackageRowFieldsFragment; onDelete: () => void }) => (
  <Table.Row>
    <Table.Cell fontWeight="600">{pkg.title}</Table.Cell>
    <Table.Cell>
      <Badge colorPalette={pkg.kind === 'HOLIDAY' ? 'sunset' : 'brand'} variant="subtle">
        {pkg.kind === 'HOLIDAY' ? 'Holiday' : 'Package'}
      </Badge>
    </Table.Cell>
    <Table.Cell>{pkg.type}</Table.Cell>
    <Table.Cell>{pkg.country}</Table.Cell>
    <Table.Cell textAlign="end" whiteSpace="nowrap">
      {formatPrice(pkg.price.adult, pkg.price.currency)}
    </Table.Cell>
    <Table.Cell pe="3">
      <HStack gap="0.5" justify="flex-end">
        {/* Icons keep the row on one line beside long titles; each names its package for screen readers. */}
        <IconButton asChild size="sm" variant="ghost" aria-label={`View ${pkg.title}`} title="View">
          <RouterLink to={paths.viewPackage.to(pkg.id)}>
            <LuEye />
          </RouterLink>
        </IconButton>
        <IconButton asChild size="sm" variant="ghost" aria-label={`Edit ${pkg.title}`} title="Edit">
          <RouterLink to={editPath(pkg)}>
            <LuPencil />
          </RouterLink>
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={`Delete ${pkg.title}`}
          title="Delete"
          onClick={onDelete}
        >
          <LuTrash2 />
        </IconButton>
      </HStack>
    </Table.Cell>
  </Table.Row>
);

const PACKAGE_COLUMNS = ['Title', 'Kind', 'Type', 'Country', { label: 'Price', end: true }, { label: 'Actions', end: true }];

/** /admin/packages: every package of both kinds, with view, edit and delete, and the USD rate. */
export const AdminPackagesPage = () => {
  // Always asks the API on arrival: a package saved a moment ago must be in the table.
  const { data, loading, error } = useQuery(AdminPackagesQuery, {
    variables: { limit: ADMIN_PACKAGE_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const remover = useConfirmDeletePackage();
  const rows = data?.packages ?? [];

  const table = (() => {
    if (loading && !data) return <TableSkeleton label="Loading packages..." columns={['Title', 'Kind', 'Type', 'Country', 'Price', 'Actions']} />;
    if (error && !data) return <ErrorState>{messages.loadPackagesFailed}</ErrorState>;
    if (rows.length === 0) return <EmptyState>{messages.noPackages}</EmptyState>;
    return (
      <Stack gap="2">
        <AdminTable caption="Packages" columns={PACKAGE_COLUMNS} interactive>
          {rows.map((pkg) => (
            <PackageRow key={pkg.id} pkg={pkg} onDelete={() => remover.ask({ id: pkg.id, name: pkg.title })} />
          ))}
        </AdminTable>
        {rows.length >= ADMIN_PACKAGE_LIMIT && (
          <Text fontSize="sm" color="fg.muted">
            Showing the first {ADMIN_PACKAGE_LIMIT} packages, soonest departure first.
          </Text>
        )}
      </Stack>
    );
  })();

  return (
    <Stack gap="6">
      <PageHeader
        title="Packages"
        description="Simple packages and holiday packages, as visitors see them on the site."
        actions={
          <>
            <Button asChild>
              <RouterLink to={paths.createPackage.to()}>
                <LuPlus aria-hidden="true" /> Create New Package
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={holidayPackagesTab('new')}>
                <LuTreePalm aria-hidden="true" /> New Holiday Package
              </RouterLink>
            </Button>
          </>
        }
      />
      <ExchangeRateCard />
      {table}
      {remover.dialog}
    </Stack>
  );
};
