import { useQuery } from '@apollo/client/react';
import { Button, HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { LuEye, LuPencil } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { TableSkeleton } from '../../../components/skeletons';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/format';
import { HolidayPackageForm } from '../components/holiday-package-form';
import { PageHeader } from '../../../components/admin/page-header';
import { messages } from '../constants';
import { AdminHolidayPackageQuery, AdminHolidayPackagesQuery } from '../graphql';
import { emptyHolidayForm, holidayFormFrom } from '../schemas';
import { HOLIDAY_TAB_PARAM, holidayPackagesTab, type HolidayPackagesTab } from '../tabs';

const HolidayPackageList = () => {
  const { data, loading, error } = useQuery(AdminHolidayPackagesQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <TableSkeleton label="Loading holiday packages..." columns={['Name', 'Type', 'Destinations', 'Price', 'Actions']} />;
  if (error && !data) return <ErrorState>{messages.loadPackagesFailed}</ErrorState>;
  const rows = data?.holidayPackages ?? [];
  if (!rows.length) return <EmptyState>{messages.noHolidayPackages}</EmptyState>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="xl" bg="bg">
      <Table.Root size="sm" interactive>
        <Table.Caption captionSide="top" srOnly>
          Holiday packages
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Destinations</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((pkg) => (
            <Table.Row key={pkg.id}>
              <Table.Cell fontWeight="600">{pkg.title}</Table.Cell>
              <Table.Cell>{pkg.type}</Table.Cell>
              <Table.Cell>
                <Text lineClamp={2}>{pkg.destinations.map((destination) => destination.location).join(', ') || '—'}</Text>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatPrice(pkg.price.adult, pkg.price.currency)}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" justify="flex-end">
                  <Button asChild size="xs" variant="ghost" aria-label={`View ${pkg.title}`}>
                    <RouterLink to={paths.holidayPackage.to(pkg.id)}>
                      <LuEye aria-hidden="true" /> View
                    </RouterLink>
                  </Button>
                  <Button asChild size="xs" variant="ghost" aria-label={`Edit ${pkg.title}`}>
                    <RouterLink to={paths.editHolidayPackage.to(pkg.id)}>
                      <LuPencil aria-hidden="true" /> Edit
                    </RouterLink>
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
};

/** /holiday-packages: the list, and (?tab=new) the create form. */
export const HolidayPackagesPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab: HolidayPackagesTab = params.get(HOLIDAY_TAB_PARAM) === 'new' ? 'new' : 'list';
  return (
    <Stack gap="6">
      <PageHeader
        title="Holiday Packages"
        description="Trips with destinations, a day-by-day itinerary, inclusions and exclusions."
        actions={
          <Button asChild variant="outline">
            <RouterLink to={paths.adminPackages.to()}>All packages</RouterLink>
          </Button>
        }
      />
      {/* Only the open tab is mounted: the form starts empty each time, the list loads fresh. */}
      <Tabs.Root
        value={tab}
        onValueChange={(details) => void navigate(holidayPackagesTab(details.value as HolidayPackagesTab))}
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="list">All holiday packages</Tabs.Trigger>
          <Tabs.Trigger value="new">New holiday package</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="list" pt="6">
          <HolidayPackageList />
        </Tabs.Content>
        <Tabs.Content value="new" pt="6">
          <HolidayPackageForm mode="create" initial={emptyHolidayForm()} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
};

/** /holiday-packages/edit/{id}: loads through holidayPackage(id). */
export const HolidayPackageEditPage = () => {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(AdminHolidayPackageQuery, { variables: { id }, fetchPolicy: 'network-only' });

  const body = (() => {
    if (loading && !data) return <LoadingState text="Loading package..." />;
    if (error) return <ErrorState>{messages.loadDetailsFailed}</ErrorState>;
    const pkg = data?.holidayPackage;
    if (!pkg) return <ErrorState>{messages.notFound}</ErrorState>;
    return <HolidayPackageForm key={pkg.id} mode="edit" id={pkg.id} initial={holidayFormFrom(pkg)} />;
  })();

  return (
    <Stack gap="6">
      <PageHeader title="Edit Holiday Package" description={data?.holidayPackage?.title} />
      {body}
    </Stack>
  );
};
