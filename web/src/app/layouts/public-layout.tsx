import { Outlet, ScrollRestoration } from 'react-router';
import { useMainContentAttributes } from '../../components/main-content';
import { SkipLink } from '../../components/skip-link';
import { Footer } from './footer';
import styles from './public-layout.module.css';
import { TopBar } from './top-bar';

/**
 * Public pages: fixed top bar, the routed content padded below it, and the footer. The content fills
 * at least the rest of the screen, so the footer starts below the fold: while a page loads its data
 * (a spinner, then a taller page) the footer moves out of sight instead of jumping on screen, which
 * would count as layout shift. Static classes (public-layout.module.css): the frame of every public page.
 */
export const PublicLayout = () => {
  const mainContentAttributes = useMainContentAttributes();
  return (
    <div className={styles.page}>
      <SkipLink />
      <ScrollRestoration />
      <TopBar />
      <main className={styles.main} {...mainContentAttributes}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
};
