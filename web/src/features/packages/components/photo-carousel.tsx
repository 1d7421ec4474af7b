import { Box, chakra, HStack, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { placeholderPhoto } from '../../../components/packages/package-card';
import { ResponsivePhoto } from '../../../components/responsive-photo';

interface PhotoCarouselProps {
  photos: readonly string[];
  /** Names the photos for screen readers: "{title}, photo 2 of 5". */
  title: string;
}

/** One photo at a time, with previous/next arrows that wrap around and a dot per photo. */
export const PhotoCarousel = ({ photos, title }: PhotoCarouselProps) => {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const photo = photos[current];
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      position="relative"
      borderRadius="2xl"
      overflow="hidden"
      bg="brand.subtle"
      aspectRatio={{ base: 4 / 3, md: 16 / 9 }}
    >
      <ResponsivePhoto
        src={photo ?? placeholderPhoto}
        // Full width on phones, the page's main column (beside a 340 px aside) on wide screens.
        sizes="(min-width: 64em) 60vw, 100vw"
        alt={photo ? `${title}, photo ${current + 1} of ${count}` : 'No image'}
        position="absolute"
        inset="0"
        w="full"
        h="full"
        objectFit="cover"
      />
      {count > 1 && (
        <>
          <IconButton
            aria-label="Previous photo"
            position="absolute"
            left="3"
            top="50%"
            transform="translateY(-50%)"
            rounded="full"
            variant="solid"
            bg="blackAlpha.600"
            color="white"
            _hover={{ bg: 'blackAlpha.800' }}
            onClick={() => go(current - 1)}
          >
            <LuChevronLeft />
          </IconButton>
          <IconButton
            aria-label="Next photo"
            position="absolute"
            right="3"
            top="50%"
            transform="translateY(-50%)"
            rounded="full"
            variant="solid"
            bg="blackAlpha.600"
            color="white"
            _hover={{ bg: 'blackAlpha.800' }}
            onClick={() => go(current + 1)}
          >
            <LuChevronRight />
          </IconButton>
          <HStack position="absolute" bottom="3" insetX="0" justify="center" gap="0">
            {photos.map((src, i) => (
              <chakra.button
                type="button"
                key={`${i}-${src}`}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
                // A 24 px target around a small dot.
                w="6"
                h="6"
                display="grid"
                placeItems="center"
                cursor="pointer"
                _focusVisible={{ outline: '2px solid white', borderRadius: 'full' }}
              >
                <Box
                  w={i === current ? '3' : '2'}
                  h={i === current ? '3' : '2'}
                  rounded="full"
                  bg={i === current ? 'white' : 'whiteAlpha.600'}
                  boxShadow="0 0 2px rgba(0,0,0,0.6)"
                  transition="all 0.2s"
                />
              </chakra.button>
            ))}
          </HStack>
        </>
      )}
    </Box>
  );
};
