import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';
import { site } from '../config/site';
import { cx } from '../lib/class-names';
import styles from './logo.module.css';

const Mark = ({ size = 36 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
    <rect width="64" height="64" rx="14" fill="#0b6e74" />
    <circle cx="32" cy="36" r="12" fill="#f6ad55" />
    <path d="M6 44h52v14H6z" fill="#0b6e74" />
    <path d="M8 44c8-4 16-4 24 0s16 4 24 0" stroke="#e6fffa" strokeWidth="4" fill="none" strokeLinecap="round" />
  </svg>
);

/** The company mark and name, linking home. Static classes (logo.module.css): it is on every page. */
export const Logo = ({ tone = 'dark' }: { tone?: 'dark' | 'light' }) => (
  <RouterLink to={paths.home.to()} aria-label={`${site.name} home`} className={cx(styles.logo, tone === 'light' && styles.light)}>
    <span className={styles.row}>
      <Mark />
      <span className={styles.name}>
        {/* "Travel" in capitals by CSS, after a space: the visible words are then the link's name,
            "Ubuntu Horizons Travel", which its label extends with "home" (label in name, WCAG 2.5.3). */}
        {site.shortName} <span className={styles.travel}>Travel</span>
      </span>
    </span>
  </RouterLink>
);
