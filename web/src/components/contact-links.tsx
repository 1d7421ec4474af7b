import { LuMail, LuPhone } from 'react-icons/lu';
import { cx } from '../lib/class-names';
import { useAgency } from '../lib/site-config';
import ui from '../styles/ui.module.css';
import styles from './contact-links.module.css';

interface ContactLinksProps {
  /** Space between each icon and its text. */
  gap?: '2' | '3';
  color?: 'brand.fg' | 'inherit';
}

/**
 * The agency's phone and e-mail (as configured on the server) as links with their icons, wherever the
 * site offers them (static classes: the footer has them). Nothing until they are known: an empty link or
 * another agency's number would be worse.
 */
export const ContactLinks = ({ gap = '2', color = 'brand.fg' }: ContactLinksProps) => {
  const agency = useAgency();
  if (!agency) return null;
  const className = cx(ui.link, styles.link, gap === '3' ? styles.gap3 : styles.gap2, color === 'inherit' ? styles.inherit : styles.brand);
  return (
    <>
      <a href={agency.phoneHref} className={className}>
        <LuPhone aria-hidden="true" />
        {agency.phone}
      </a>
      <a href={`mailto:${agency.email}`} className={className}>
        <LuMail aria-hidden="true" />
        {agency.email}
      </a>
    </>
  );
};
