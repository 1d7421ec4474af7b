import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { photoImageSet } from '../../../components/responsive-photo';

interface PromoBannerProps {
  photo: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
}

/** A full-width photo banner between the package grids (the spec's banner images). */
export const PromoBanner = ({ photo, eyebrow, title, text, cta }: PromoBannerProps) => (
  <Box position="relative" bgColor="brand.800" bgImage={photoImageSet(photo)} bgSize="cover" bgPos="center" overflow="hidden">
    <Box position="absolute" inset="0" bg="linear-gradient(90deg, rgba(4,38,42,0.9) 0%, rgba(4,38,42,0.55) 60%, rgba(4,38,42,0.2) 100%)" />
    <Container maxW="7xl" position="relative" py={{ base: '14', md: '20' }}>
      <Stack gap="4" maxW="xl" color="white">
        <Text textTransform="uppercase" letterSpacing="0.2em" fontSize="xs" fontWeight="700" color="sunset.200">
          {eyebrow}
        </Text>
        <Heading as="h2" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {title}
        </Heading>
        <Text color="whiteAlpha.900">{text}</Text>
        <Box>
          <Button asChild colorPalette="sunset" size="lg">
            <RouterLink to={cta.to}>{cta.label}</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Container>
  </Box>
);
