import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';
import { site } from '../config/site';

const Mark = ({ size = 36 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
    <rect width="64" height="64" rx="14" fill="#0b6e74" />
    <circle cx="32" cy="36" r="12" fill="#f6ad55" />
    <path d="M6 44h52v14H6z" fill="#0b6e74" />
    <path d="M8 44c8-4 16-4 24 0s16 4 24 0" stroke="#e6fffa" strokeWidth="4" fill="none" strokeLinecap="round" />
  </svg>
);

/** The company mark and name, linking home. */
export const Logo = ({ tone = 'dark' }: { tone?: 'dark' | 'light' }) => (
  <Link asChild _hover={{ textDecoration: 'none' }} aria-label={`${site.name} home`}>
    <RouterLink to={paths.home.to()}>
      <HStack gap="2.5">
        <Mark />
        <Text
          as="span"
          fontWeight="800"
          fontSize={{ base: 'md', md: 'lg' }}
          letterSpacing="-0.01em"
          whiteSpace="nowrap"
          lineHeight="1.1"
          color={tone === 'dark' ? 'brand.fg' : 'white'}
        >
          {/* "Travel" in capitals by CSS, after a space: the visible words are then the link's name,
              "Ubuntu Horizons Travel", which its label extends with "home" (label in name, WCAG 2.5.3). */}
          {site.shortName}{' '}
          <Text
            as="span"
            display="block"
            fontSize="xs"
            fontWeight="600"
            letterSpacing="0.2em"
            textTransform="uppercase"
            color={tone === 'dark' ? 'sunset.fg' : 'sunset.200'}
          >
            Travel
          </Text>
        </Text>
      </HStack>
    </RouterLink>
  </Link>
);
