import { Link } from '@chakra-ui/react';
import { LuMail, LuPhone } from 'react-icons/lu';
import { site } from '../config/site';

interface ContactLinksProps {
  /** Space between each icon and its text. */
  gap?: string;
  color?: string;
}

/** The agency's phone and e-mail as links with their icons, wherever the site offers them. */
export const ContactLinks = ({ gap = '2', color = 'brand.fg' }: ContactLinksProps) => (
  <>
    <Link href={site.phoneHref} color={color} display="inline-flex" gap={gap} alignItems="center">
      <LuPhone aria-hidden="true" />
      {site.phone}
    </Link>
    <Link href={`mailto:${site.email}`} color={color} display="inline-flex" gap={gap} alignItems="center">
      <LuMail aria-hidden="true" />
      {site.email}
    </Link>
  </>
);
