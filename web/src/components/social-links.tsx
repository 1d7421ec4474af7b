import type { IconType } from 'react-icons';
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import { site } from '../config/site';
import { cx } from '../lib/class-names';
import ui from '../styles/ui.module.css';
import styles from './social-links.module.css';

const networks: ReadonlyArray<{ label: string; href: string; icon: IconType }> = [
  { label: 'Facebook', href: site.social.facebook, icon: FaFacebookF },
  { label: 'Instagram', href: site.social.instagram, icon: FaInstagram },
  { label: 'X', href: site.social.x, icon: FaXTwitter },
  { label: 'LinkedIn', href: site.social.linkedin, icon: FaLinkedinIn },
  { label: 'YouTube', href: site.social.youtube, icon: FaYoutube },
];

interface SocialLinksProps {
  size?: 'xs' | 'sm';
  variant?: 'ghost' | 'subtle';
  /** The icons' colour: the surrounding text's, white (the footer) or the brand's. */
  color?: 'inherit' | 'white' | 'brand.fg';
}

const colorClass = { inherit: styles.inherit, white: styles.white, 'brand.fg': styles.brand } as const;

/** Round icon links to the agency's networks, as plain links with static classes (they are in every page's top bar and footer). */
export const SocialLinks = ({ size = 'xs', variant = 'ghost', color = 'inherit' }: SocialLinksProps) => (
  <ul className={styles.list} aria-label="Social media">
    {networks.map(({ label, href, icon: Icon }) => (
      <li key={label}>
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          className={cx(ui.button, ui[size], ui[variant], ui.iconOnly, ui.round, colorClass[color])}
        >
          <Icon />
        </a>
      </li>
    ))}
  </ul>
);
