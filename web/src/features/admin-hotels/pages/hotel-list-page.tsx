import { useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Stack, Table } from '@chakra-ui/react';
import { LuCheck, LuPencil, LuPlus, LuSettings2, LuTrash2, LuX } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { TableSkeleton } from '../../../components/skeletons';
import { paths } from '../../../config/paths';
import type { AdminHotelRowFieldsFragment } from '../../../gql/graphql';
import { useSession } from '../../../lib/session-context';
import { AdminTable } from '../../../components/admin/admin-table';
import { PageHeader } from '../../../components/admin/page-header';
import { useConfirmDeleteHotel } from '../components/use-confirm-delete-hotel';
import { useReviewHotel } from '../components/use-review-hotel';
import type { HotelVerdict } from '../mutations';
import { messages } from '../constants';
import { setCurrentHotelId, useCurrentHotelId } from '../../../lib/current-hotel';
import { AdminManagedHotelsQuery } from '../graphql';
import { formatRating } from '../format';

interface HotelRowProps {
  hotel: AdminHotelRowFieldsFragment;
  current: boolean;
  onManage: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Agency admins only: approve or reject a hotel that is not approved. */
  onReview?: (verdict: HotelVerdict) => void;
  reviewing: boolean;
}

const HotelRow = ({ hotel, current, onManage, onEdit, onDelete, onReview, reviewing }: HotelRowProps) => (
  <Table.Row aria-current={current ? 'true' : undefined}>
    <Table.Cell fontWeight="600">
      {hotel.name}
      {current && (
        <Badge ms="2" colorPalette="brand" variant="subtle" size="sm">
          Current
        </Badge>
      )}
      {hotel.reviewStatus !== 'APPROVED' && (
        <Badge ms="2" colorPalette={hotel.reviewStatus === 'REJECTED' ? 'red' : 'orange'} variant="subtle" size="sm">
          {hotel.reviewStatus === 'REJECTED' ? messages.rejected : messages.awaitingReview}
        </Badge>
      )}
    </Table.Cell>
    <Table.Cell>{hotel.type}</Table.Cell>
    <Table.Cell>{hotel.city}</Table.Cell>
    <Table.Cell textAlign="end">{formatRating(hotel.rating)}</Table.Cell>
    <Table.Cell pe="3">
      {/* Each button names its hotel for screen readers; the visible word stays the spec's. */}
      <HStack gap="1" justify="flex-end">
        {onReview && hotel.reviewStatus !== 'APPROVED' && (
          <Button size="sm" colorPalette="green" aria-label={`Approve ${hotel.name}`} loading={reviewing} onClick={() => onReview('approve')}>
            <LuCheck aria-hidden="true" /> Approve
          </Button>
        )}
        {onReview && hotel.reviewStatus === 'PENDING' && (
          <Button size="sm" variant="outline" colorPalette="red" aria-label={`Reject ${hotel.name}`} disabled={reviewing} onClick={() => onReview('reject')}>
            <LuX aria-hidden="true" /> Reject
          </Button>
        )}
        <Button size="sm" variant="subtle" aria-label={`Manage ${hotel.name}`} onClick={onManage}>
          <LuSettings2 aria-hidden="true" /> Manage
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Edit ${hotel.name}`} onClick={onEdit}>
          <LuPencil aria-hidden="true" /> Edit
        </Button>
        <Button size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${hotel.name}`} onClick={onDelete}>
          <LuTrash2 aria-hidden="true" /> Delete
        </Button>
      </HStack>
    </Table.Cell>
  </Table.Row>
);

const HOTEL_COLUMNS = ['Name', 'Type', 'City', { label: 'Rating', end: true }, { label: 'Actions', end: true }];

/**
 * /hotel/list (admin spec section 2, "Hotel list"): the hotels this admin manages (a manager's own,
 * every hotel for an agency admin). Manage and Edit make the hotel the current one.
 */
export const HotelListPage = () => {
  const { user, token } = useSession();
  const signedIn = Boolean(user && token);
  const navigate = useNavigate();
  const currentId = useCurrentHotelId();
  // A hotel created a moment ago must be in the list: always ask the API as well.
  const { data, loading, error } = useQuery(AdminManagedHotelsQuery, {
    fetchPolicy: 'cache-and-network',
    skip: !signedIn,
  });
  const remover = useConfirmDeleteHotel();
  const reviewer = useReviewHotel();
  const isAgencyAdmin = user?.role === 'AGENCY_ADMIN';
  const hotels = data?.managedHotels ?? [];

  const open = (hotel: AdminHotelRowFieldsFragment, to: string) => {
    setCurrentHotelId(hotel.id);
    void navigate(to);
  };

  const body = (() => {
    if (!signedIn) return <ErrorState>{messages.notAuthenticated}</ErrorState>;
    if (loading && !data) return <TableSkeleton label={messages.loadingHotels} showLabel columns={['Name', 'Type', 'City', 'Rating', 'Actions']} />;
    if (error && !data) return <ErrorState>{messages.loadHotelsFailed}</ErrorState>;
    if (hotels.length === 0) return <EmptyState>{messages.noHotels}</EmptyState>;
    return (
      <AdminTable caption="Hotels" columns={HOTEL_COLUMNS} interactive>
        {hotels.map((hotel) => (
          <HotelRow
            key={hotel.id}
            hotel={hotel}
            current={hotel.id === currentId}
            onManage={() => open(hotel, paths.viewHotel.to(hotel.id))}
            onEdit={() => open(hotel, paths.editHotel.to(hotel.id))}
            onDelete={() => remover.ask({ id: hotel.id, name: hotel.name })}
            onReview={isAgencyAdmin ? (verdict) => void reviewer.review(hotel.id, verdict) : undefined}
            reviewing={reviewer.busyId === hotel.id}
          />
        ))}
      </AdminTable>
    );
  })();

  return (
    <Stack gap="6">
      <PageHeader
        title="Hotels"
        description="Choose Manage to work on a hotel's rooms, rates and reservations."
        actions={
          <Button asChild>
            <RouterLink to={paths.createHotel.to()}>
              <LuPlus aria-hidden="true" /> Add New Hotel
            </RouterLink>
          </Button>
        }
      />
      {body}
      {remover.dialog}
    </Stack>
  );
};
