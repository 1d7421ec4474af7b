import type { CSSProperties } from 'react';
import { StaticPhoto } from '../../../components/responsive-photo';
import { SearchPanel } from '../../../components/search-panel';
import { cx } from '../../../lib/class-names';
import ui from '../../../styles/ui.module.css';
import styles from './home.module.css';

// The spec's hero is a 700 px autoplaying video; there is no video file, so a landscape photo with
// a gradient overlay takes its place at the same height on large screens (home.module.css). The
// server's HTML preloads it (same srcset and sizes): it is the largest paint of the home page.
export const heroPhoto = '/photos/mountain-summit-sunrise.jpg';
/** The spec's 700 px from large screens up; on smaller ones at least 560 px (docs/spec-departures.md). */
export const HERO_MIN_HEIGHT = { base: '560px', lg: '700px' } as const;

// The heights reach the stylesheet as custom properties, so the spec's check reads the numbers the page uses.
const heroHeights = { '--hero-min-height': HERO_MIN_HEIGHT.base, '--hero-min-height-lg': HERO_MIN_HEIGHT.lg } as CSSProperties;

export const Hero = () => (
  <div className={styles.hero} style={heroHeights}>
    {/* An <img> rather than a CSS background: the browser can pick its size and fetch it first. */}
    <StaticPhoto src={heroPhoto} sizes="100vw" alt="" fetchPriority="high" className={styles.heroPhoto} />
    <div className={styles.heroShade} />
    <div className={cx(ui.container, styles.heroInner)}>
      <div className={styles.heroText}>
        <p className={styles.heroEyebrow}>Holidays · Cruises · Adventures</p>
        <h1 className={styles.heroTitle}>Your next journey starts here</h1>
        <p className={styles.heroLead}>Hand-picked packages and cruise deals, priced in rand and planned by people who love to travel.</p>
      </div>
      <SearchPanel />
    </div>
  </div>
);
