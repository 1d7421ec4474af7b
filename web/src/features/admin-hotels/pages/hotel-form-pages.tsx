import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/admin/page-header';
import { HotelForm } from '../components/hotel-form';
import { messages } from '../constants';
import { setCurrentHotelId } from '../../../lib/current-hotel';
import { AdminHotelQuery } from '../graphql';
import { useCreateHotel, useUpdateHotel } from '../mutations';
import { emptyHotelForm, hotelFormFrom } from '../schemas';

/** /createhotel: the new hotel joins the manager's list and becomes the current hotel. */
export const HotelCreatePage = () => {
  const navigate = useNavigate();
  const createHotel = useCreateHotel();
  return (
    <Stack gap="6">
      <PageHeader title="Add New Hotel" description="Every field is required except the distance from the centre." />
      <HotelForm
        initial={emptyHotelForm()}
        submitLabel="Create Hotel"
        successMessage={messages.created}
        failureMessage={messages.createFailed}
        cancelTo={paths.hotelList.to()}
        save={async (input) => {
          const id = await createHotel(input);
          if (!id) throw new Error(messages.createFailed);
          return id;
        }}
        onSaved={(id) => {
          setCurrentHotelId(id);
          void navigate(paths.viewHotel.to(id));
        }}
      />
    </Stack>
  );
};

/** /edithotel/{id}: the spec's "Update Hotel", then back to the dashboard. */
export const HotelEditPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // Always fresh: the form starts from what the API has now.
  const { data, loading, error } = useQuery(AdminHotelQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const updateHotel = useUpdateHotel();

  const body = (() => {
    if (loading && !data) return <LoadingState text="Loading hotel..." />;
    if (error) return <ErrorState>{messages.loadHotelFailed}</ErrorState>;
    const hotel = data?.hotel;
    if (!hotel) return <ErrorState>{messages.hotelNotFound}</ErrorState>;
    return (
      <HotelForm
        key={hotel.id}
        initial={hotelFormFrom(hotel)}
        submitLabel="Update Hotel"
        successMessage={messages.updated}
        failureMessage={messages.updateFailed}
        cancelTo={paths.viewHotel.to(hotel.id)}
        save={async (input) => {
          await updateHotel(hotel.id, input);
          return hotel.id;
        }}
        onSaved={() => void navigate(paths.dashboard.to())}
      />
    );
  })();

  return (
    <Stack gap="6">
      <PageHeader title="Edit Hotel" description={data?.hotel?.name} />
      {body}
    </Stack>
  );
};
