import { Button, Stack } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { useCurrentHotelId } from '../../../lib/current-hotel';
import { PageHeader } from '../../../components/admin/page-header';
import { NO_HOTEL_MESSAGE } from '../constants';

interface CurrentHotelGateProps {
  title: string;
  /** The spec's own text where it has one (the rates page). */
  message?: string;
  children: (hotelId: string) => ReactNode;
}

/**
 * Every inventory page works on the admin's current hotel (admin spec section 1). Without one it
 * says so and points to the hotel list, where Manage chooses it, instead of asking the API for nothing.
 */
export const CurrentHotelGate = ({ title, message = NO_HOTEL_MESSAGE, children }: CurrentHotelGateProps) => {
  const hotelId = useCurrentHotelId();
  // Keyed by hotel: switching hotels starts the page afresh (no half-filled form or edit of the other hotel's row).
  if (hotelId) return <Fragment key={hotelId}>{children(hotelId)}</Fragment>;
  return (
    <Stack gap="6">
      <PageHeader title={title} />
      <ErrorState>{message}</ErrorState>
      <Button asChild alignSelf="flex-start">
        <RouterLink to={paths.hotelList.to()}>Choose a hotel</RouterLink>
      </Button>
    </Stack>
  );
};
