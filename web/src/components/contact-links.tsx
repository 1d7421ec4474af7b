import { Link } from '@chakra-ui/react';
import { LuMail, LuPhone } from 'react-icons/lu';
import { useAgency } from '../lib/site-config';

interface ContactLinksProps {
  /** Space between each icon and its text. */
  gap?: string;
  color?: string;
}

/**
 * The agency's phone and e-mail (as configured on the server) as links with their icons, wherever the
 * site offers them. Nothing until they are known: an empty link or another agency's number would be worse.
 */
export const ContactLinks = ({ gap = '2', color = 'brand.fg' }: ContactLinksProps) => {
  const agency = useAgency();
  if (!agency) return null;
  return (
    <>
      <Link href={agency.phoneHref} color={color} display="inline-flex" gap={gap} alignItems="center">
        <LuPhone aria-hidden="true" />
        {agency.phone}
      </Link>
      <Link href={`mailto:${agency.email}`} color={color} display="inline-flex" gap={gap} alignItems="center">
        <LuMail aria-hidden="true" />
        {agency.email}
      </Link>
    </>
  );
};
