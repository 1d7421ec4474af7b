import { cx } from '../../lib/class-names';
import { formatPrice } from '../../lib/format';
import ui from '../../styles/ui.module.css';
import styles from './package-card.module.css';

interface PriceFields {
  adult: number;
  currency: string;
  wasAdult?: number | null | undefined;
}

/** The saving of a package on special, or null when it is not on special. */
export const specialSaving = (price: PriceFields): number | null =>
  price.wasAdult != null && price.wasAdult > price.adult ? price.wasAdult - price.adult : null;

interface PackagePriceProps {
  price: PriceFields;
  size?: 'md' | 'lg';
  /** Shown above the amount. */
  caption?: string;
}

/**
 * An adult price in the package's currency (rand as `R 24 500`); on special also the price before,
 * struck through, and the saving. Static classes: it is on every package card.
 */
export const PackagePrice = ({ price, size = 'md', caption = 'From, per adult' }: PackagePriceProps) => {
  const saving = specialSaving(price);
  return (
    <div className={cx(styles.price, size === 'lg' && styles.large)}>
      <p className={styles.caption}>{caption}</p>
      <div className={styles.amounts}>
        <p className={styles.amount}>{formatPrice(price.adult, price.currency)}</p>
        {saving !== null && price.wasAdult != null && (
          <del className={styles.was}>
            <span className={ui.visuallyHidden}>Was </span>
            {formatPrice(price.wasAdult, price.currency)}
          </del>
        )}
      </div>
      {saving !== null && <span className={cx(ui.badge, ui.badgeSubtle, ui.red, styles.saving)}>Save {formatPrice(saving, price.currency)}</span>}
    </div>
  );
};
