import type { IconType } from 'react-icons';
import { LuHotel, LuPlane, LuUtensils, LuWifi } from 'react-icons/lu';
import { cx } from '../../../lib/class-names';
import ui from '../../../styles/ui.module.css';
import styles from './home.module.css';

const features: ReadonlyArray<{ title: string; text: string; icon: IconType }> = [
  { title: 'Flight', text: 'Return flights from Johannesburg, Cape Town and Durban arranged for you.', icon: LuPlane },
  { title: 'Hotel', text: 'Comfortable stays we have checked ourselves, from boutique lodges to resorts.', icon: LuHotel },
  { title: 'Wi-fi', text: 'Stay connected: wireless internet at the places we book wherever it is offered.', icon: LuWifi },
  { title: 'Foods', text: 'Breakfasts, local dining and meal plans that match the way you like to travel.', icon: LuUtensils },
];

/** "Explore all corners of The world with us" and the four things every trip takes care of. */
export const AboutBlock = () => (
  <section aria-labelledby="about-heading" className={styles.about}>
    <div className={ui.container}>
      <div className={styles.aboutHead}>
        <p className={styles.aboutEyebrow}>About us</p>
        <h2 id="about-heading" className={styles.bandTitle}>
          Explore all corners of The world with us
        </h2>
        <p className={styles.muted}>
          From Centurion to every continent: we put flights, stays and experiences together into one trip, so you only
          have to pack.
        </p>
      </div>
      <ul className={styles.features}>
        {features.map(({ title, text, icon: Icon }) => (
          <li key={title} className={styles.feature}>
            <div className={styles.featureIcon}>
              <Icon aria-hidden="true" />
            </div>
            <h3 className={cx(ui.heading, ui.textMd)}>{title}</h3>
            <p className={styles.featureText}>{text}</p>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
