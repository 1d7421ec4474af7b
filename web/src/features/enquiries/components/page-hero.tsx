import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { photoImageSet } from '../../../components/responsive-photo';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** A photo from web/public/photos. */
  photo: string;
}

/** The banner at the top of the enquiry and partner pages: a photo, a dark overlay, the heading. */
export const PageHero = ({ eyebrow, title, children, photo }: PageHeroProps) => (
  <Box position="relative" color="white" bgColor="brand.900" bgImage={photoImageSet(photo)} bgSize="cover" bgPos="center">
    <Box position="absolute" inset="0" bg="linear-gradient(90deg, rgba(4,38,42,0.88) 0%, rgba(4,38,42,0.55) 100%)" />
    <Container maxW="7xl" position="relative" py={{ base: '14', md: '20' }}>
      <Stack gap="3" maxW="2xl">
        <Text textTransform="uppercase" letterSpacing="0.2em" fontSize="xs" fontWeight="700" color="sunset.300">
          {eyebrow}
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
          {title}
        </Heading>
        {children && <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">{children}</Text>}
      </Stack>
    </Container>
  </Box>
);
