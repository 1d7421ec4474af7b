import { cx } from '../../../lib/class-names';
import { deferredControl } from '../../../lib/deferred-control';
import ui from '../../../styles/ui.module.css';
import { BookYourTripButton } from './book-your-trip-button';
import styles from './home.module.css';

/**
 * The spec's "Book Your Trip" popup (Name, email, Address, Book Now, a close icon), see
 * book-your-trip-dialog.tsx. Its form (zod) and dialog load when a visitor points at, focuses or
 * presses the button: most visitors of the home page never open it.
 */
const BookYourTripDialog = deferredControl(
  () => import('./book-your-trip-dialog').then((m) => m.BookYourTripDialog),
  ({ trigger }) => <BookYourTripButton aria-haspopup="dialog" {...trigger} />,
  { load: 'on-intent' },
);

/** A band at the foot of the home page whose button opens the popup. */
export const BookYourTrip = () => (
  <section aria-labelledby="book-your-trip-heading" className={styles.bookBand}>
    <div className={cx(ui.container, styles.bookInner)}>
      <h2 id="book-your-trip-heading" className={styles.bookTitle}>
        Ready to travel?
      </h2>
      <p className={styles.muted}>Leave your name, e-mail and address, and a travel consultant contacts you to book your trip.</p>
      <BookYourTripDialog />
    </div>
  </section>
);
