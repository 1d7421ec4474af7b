import { Button } from '@chakra-ui/react';
import { LuCalendarCheck, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { PackageCardFieldsFragment } from '../../../gql/graphql';
import { useIsAgencyAdmin } from '../access';
import type { ViewablePackage } from './package-details';
import { useConfirmDeletePackage } from './use-confirm-delete-package';

/** What the booking page reads from the navigation state (the public package card hands over the same). */
export interface BookingNavigationState {
  package: PackageCardFieldsFragment;
}

/** Book for every admin; Edit and Delete only for agency admins (the API refuses the others). */
export const ViewActions = ({ pkg }: { pkg: ViewablePackage & PackageCardFieldsFragment }) => {
  const isAgencyAdmin = useIsAgencyAdmin();
  const navigate = useNavigate();
  const remover = useConfirmDeletePackage({ onDeleted: () => void navigate(paths.adminPackages.to()) });
  const bookingState: BookingNavigationState = { package: pkg };
  const editPath = pkg.kind === 'HOLIDAY' ? paths.editHolidayPackage.to(pkg.id) : paths.editPackage.to(pkg.id);
  return (
    <>
      <Button asChild colorPalette="sunset">
        <RouterLink to={paths.booking.to(pkg.id)} state={bookingState}>
          <LuCalendarCheck aria-hidden="true" /> Book
        </RouterLink>
      </Button>
      {isAgencyAdmin && (
        <>
          <Button asChild variant="outline">
            <RouterLink to={editPath}>
              <LuPencil aria-hidden="true" /> Edit
            </RouterLink>
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => remover.ask({ id: pkg.id, name: pkg.title })}>
            <LuTrash2 aria-hidden="true" /> Delete
          </Button>
          {remover.dialog}
        </>
      )}
    </>
  );
};
