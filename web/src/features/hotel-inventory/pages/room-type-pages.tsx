import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, DataList, Image, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/admin/page-header';
import { Panel } from '../components/form-bits';
import { RoomTypeForm } from '../components/room-type-form';
import { roomTypeMessages } from '../constants';
import { RoomTypeQuery } from '../graphql';
import { formatRand } from '../format';

const useRoomType = () => {
  const { id = '' } = useParams();
  // Always fresh: the view and the form start from what the API has now.
  return useQuery(RoomTypeQuery, { variables: { id }, fetchPolicy: 'network-only' });
};

/** /viewroomtype/{id}: name, description, capacity, base rate (R), amenities and photos. */
export const RoomTypeViewPage = () => {
  const { data, loading, error } = useRoomType();
  const roomType = data?.roomType;

  const body = (() => {
    if (loading && !data) return <LoadingState text="Loading room type..." />;
    if (error) return <ErrorState>{roomTypeMessages.loadOneFailed}</ErrorState>;
    if (!roomType) return <ErrorState>{roomTypeMessages.notFound}</ErrorState>;
    return (
      <Panel title="Details">
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>Name</DataList.ItemLabel>
            <DataList.ItemValue>{roomType.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Description</DataList.ItemLabel>
            <DataList.ItemValue>{roomType.description || 'N/A'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Capacity</DataList.ItemLabel>
            <DataList.ItemValue>{roomType.capacity}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Base rate</DataList.ItemLabel>
            <DataList.ItemValue>{formatRand(roomType.baseRate)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Amenities</DataList.ItemLabel>
            <DataList.ItemValue>
              {roomType.amenities.length === 0 ? (
                'None'
              ) : (
                <Wrap as="ul" listStyleType="none" gap="2" aria-label="Amenities">
                  {roomType.amenities.map((amenity) => (
                    <li key={amenity}>
                      <Badge variant="subtle">{amenity}</Badge>
                    </li>
                  ))}
                </Wrap>
              )}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {roomType.photos.length === 0 ? (
          <Text color="fg.muted">No photos yet.</Text>
        ) : (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {roomType.photos.map((url, index) => (
              <Box key={url} borderRadius="md" overflow="hidden" aspectRatio={4 / 3} bg="bg.muted">
                <Image src={url} alt={`${roomType.name} photo ${index + 1}`} w="full" h="full" objectFit="cover" />
              </Box>
            ))}
          </SimpleGrid>
        )}
        <Stack direction="row" gap="3">
          <Button asChild>
            <RouterLink to={paths.editRoomType.to(roomType.id)}>Edit</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.roomTypes.to()}>Back to room types</RouterLink>
          </Button>
        </Stack>
      </Panel>
    );
  })();

  return (
    <Stack gap="6">
      <PageHeader title="Room Type" description={roomType?.name} />
      {body}
    </Stack>
  );
};

/** /editroomtype/{id}: the same form as on /roomtypes, filled; saving goes back to the list. */
export const RoomTypeEditPage = () => {
  const navigate = useNavigate();
  const { data, loading, error } = useRoomType();
  const roomType = data?.roomType;

  const body = (() => {
    if (loading && !data) return <LoadingState text="Loading room type..." />;
    if (error) return <ErrorState>{roomTypeMessages.loadOneFailed}</ErrorState>;
    if (!roomType) return <ErrorState>{roomTypeMessages.notFound}</ErrorState>;
    return (
      <Panel title="Edit Room Type">
        <RoomTypeForm key={roomType.id} mode="edit" roomType={roomType} onSaved={() => void navigate(paths.roomTypes.to())} />
      </Panel>
    );
  })();

  return (
    <Stack gap="6">
      <PageHeader
        title="Edit Room Type"
        description={roomType?.name}
        actions={
          <Button asChild variant="outline">
            <RouterLink to={paths.roomTypes.to()}>Cancel</RouterLink>
          </Button>
        }
      />
      {body}
    </Stack>
  );
};
