import { LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ContactLinks } from '../../components/contact-links';
import { Logo } from '../../components/logo';
import { photoImageSet } from '../../components/responsive-photo';
import { SocialLinks } from '../../components/social-links';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { cx } from '../../lib/class-names';
import { useAgency } from '../../lib/site-config';
import ui from '../../styles/ui.module.css';
import styles from './footer.module.css';

const columns: ReadonlyArray<{ title: string; links: ReadonlyArray<{ label: string; to: string }> }> = [
  {
    title: 'Site Links',
    links: [
      { label: 'Home', to: paths.home.to() },
      { label: 'Packages', to: paths.packages.to() },
      { label: 'Contact', to: paths.contact.to() },
    ],
  },
  {
    title: 'Travel Links',
    links: [
      { label: 'Destinations', to: paths.destinations.to() },
      { label: 'Specials', to: paths.specials.to() },
      { label: 'Insurance', to: paths.insurance.to() },
    ],
  },
  {
    title: 'Quick Links',
    links: [
      { label: 'Our Services', to: paths.services.to() },
      { label: 'Plan your trip', to: paths.tripPlan.to() },
      // Not in the spec's footer: the value-for-money page has no other way in.
      { label: 'Value for money', to: paths.valueForMoney.to() },
    ],
  },
];

/** Beside the copyright line (not one of the spec's three columns): what a visitor agrees to, and what we do with their data. */
export const legalLinks: ReadonlyArray<{ label: string; to: string }> = [
  { label: 'Terms and conditions', to: paths.terms.to() },
  { label: 'Privacy', to: paths.privacy.to() },
];

// The agency's address and registered name are the server's configuration (AGENCY_*), as on every
// document; until they are known the address is left out and the brand stands in for the name.
const AgencyAddress = () => <>{useAgency()?.address}</>;
const AgencyName = () => <>{useAgency()?.name ?? site.name}</>;

// The spec's footer plays a looping muted video; the project has no video file, so a dark photo
// with an overlay gives the same mood without the download.
const backgroundPhoto = '/photos/misty-lake-blue-hour.jpg';

const linkClass = cx(ui.link, styles.link);

/** Static classes (footer.module.css): the same on every public page, nothing to compute in the browser. */
export const Footer = () => (
  <footer className={styles.footer} style={{ backgroundImage: photoImageSet(backgroundPhoto) }}>
    <div className={styles.overlay} />
    <div className={cx(ui.container, styles.inner)}>
      <div className={styles.grid}>
        <div className={styles.about}>
          <Logo tone="light" />
          <p className={styles.blurb}>{site.blurb}</p>
          <address className={styles.address}>
            <p className={styles.addressLine}>
              <span className={styles.pin}>
                <LuMapPin aria-hidden="true" />
              </span>
              <AgencyAddress />
            </p>
            <ContactLinks color="inherit" />
          </address>
          <SocialLinks size="sm" color="white" />
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={cx(ui.heading, ui.textSm, styles.columnTitle)}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.label}>
                  <RouterLink to={link.to} className={linkClass}>
                    {link.label}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomRow}>
          <p className={styles.copyright}>
            © {site.copyrightYear} <AgencyName />. All rights reserved.
          </p>
          <nav aria-label="Legal" className={styles.legal}>
            {legalLinks.map((link) => (
              <RouterLink key={link.to} to={link.to} className={linkClass}>
                {link.label}
              </RouterLink>
            ))}
          </nav>
        </div>
      </div>
    </div>
  </footer>
);
