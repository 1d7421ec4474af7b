import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../../lib/class-names';
import ui from '../../../styles/ui.module.css';

/**
 * The popup's button: the same element before and after the popup's code has loaded. A plain button
 * with static classes; the dialog takes it as its trigger (`asChild`).
 */
export const BookYourTripButton = ({ className, ...props }: ComponentPropsWithRef<'button'>) => (
  <button type="button" className={cx(ui.button, ui.lg, ui.solid, ui.sunset, className)} {...props}>
    Book Your Trip
  </button>
);
