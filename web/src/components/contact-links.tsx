import { LuMail, LuPhone } from 'react-icons/lu';
import { site } from '../config/site';
import { cx } from '../lib/class-names';
import ui from '../styles/ui.module.css';
import styles from './contact-links.module.css';

interface ContactLinksProps {
  /** Space between each icon and its text. */
  gap?: '2' | '3';
  color?: 'brand.fg' | 'inherit';
}

/** The agency's phone and e-mail as links with their icons, wherever the site offers them (static classes: the footer has them). */
export const ContactLinks = ({ gap = '2', color = 'brand.fg' }: ContactLinksProps) => {
  const className = cx(ui.link, styles.link, gap === '3' ? styles.gap3 : styles.gap2, color === 'inherit' ? styles.inherit : styles.brand);
  return (
    <>
      <a href={site.phoneHref} className={className}>
        <LuPhone aria-hidden="true" />
        {site.phone}
      </a>
      <a href={`mailto:${site.email}`} className={className}>
        <LuMail aria-hidden="true" />
        {site.email}
      </a>
    </>
  );
};
