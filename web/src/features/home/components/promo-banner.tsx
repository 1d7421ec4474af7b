import { Link as RouterLink } from 'react-router';
import { photoImageSet } from '../../../components/responsive-photo';
import { cx } from '../../../lib/class-names';
import ui from '../../../styles/ui.module.css';
import styles from './home.module.css';

interface PromoBannerProps {
  photo: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
}

/** A full-width photo banner between the package grids (the spec's banner images). */
export const PromoBanner = ({ photo, eyebrow, title, text, cta }: PromoBannerProps) => (
  <div className={styles.promo} style={{ backgroundImage: photoImageSet(photo) }}>
    <div className={styles.promoShade} />
    <div className={cx(ui.container, styles.promoInner)}>
      <div className={styles.promoText}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 className={styles.bandTitle}>{title}</h2>
        <p className={styles.promoLead}>{text}</p>
        <div>
          <RouterLink to={cta.to} className={cx(ui.button, ui.lg, ui.solid, ui.sunset)}>
            {cta.label}
          </RouterLink>
        </div>
      </div>
    </div>
  </div>
);
