import type { MouseEvent } from 'react';
import { MAIN_CONTENT_ID } from './main-content';
import styles from './skip-link.module.css';

/**
 * Focuses the page's main content. The script moves the focus itself rather than leaving it to the
 * browser's fragment navigation: that would add "#main-content" to the address and a history entry
 * (Back would then land on the same page), and some browsers scroll to the target without moving
 * the sequential focus start point.
 */
const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return; // no target: let the browser do what it can with the fragment
  event.preventDefault();
  main.focus({ preventScroll: true });
  main.scrollIntoView({ block: 'start' });
};

/**
 * "Skip to main content" (WCAG 2.4.1 Bypass Blocks): the first tab stop of every layout, out of
 * sight until it has the keyboard focus, then shown over the top bar's corner. Without it a
 * keyboard user tabs through the contact strip, the menu and the account links on every page.
 */
export const SkipLink = () => (
  <a href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain} className={styles.skipLink}>
    Skip to main content
  </a>
);
