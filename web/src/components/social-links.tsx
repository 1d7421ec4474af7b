import { HStack, IconButton, type IconButtonProps } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import { site } from '../config/site';

const networks: ReadonlyArray<{ label: string; href: string; icon: IconType }> = [
  { label: 'Facebook', href: site.social.facebook, icon: FaFacebookF },
  { label: 'Instagram', href: site.social.instagram, icon: FaInstagram },
  { label: 'X', href: site.social.x, icon: FaXTwitter },
  { label: 'LinkedIn', href: site.social.linkedin, icon: FaLinkedinIn },
  { label: 'YouTube', href: site.social.youtube, icon: FaYoutube },
];

interface SocialLinksProps {
  size?: IconButtonProps['size'];
  variant?: IconButtonProps['variant'];
  color?: IconButtonProps['color'];
}

export const SocialLinks = ({ size = 'xs', variant = 'ghost', color = 'inherit' }: SocialLinksProps) => (
  <HStack gap="1" as="ul" listStyleType="none" aria-label="Social media">
    {networks.map(({ label, href, icon: Icon }) => (
      <li key={label}>
        <IconButton asChild size={size} variant={variant} color={color} rounded="full" _hover={{ bg: 'whiteAlpha.300' }}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
            <Icon />
          </a>
        </IconButton>
      </li>
    ))}
  </HStack>
);
