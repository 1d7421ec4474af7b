import { Button, type ButtonProps } from '@chakra-ui/react';

/** The popup's button: the same element before and after the popup's code has loaded. */
export const BookYourTripButton = (props: ButtonProps) => (
  <Button size="lg" colorPalette="sunset" {...props}>
    Book Your Trip
  </Button>
);
