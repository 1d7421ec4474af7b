import type { ComponentPropsWithRef } from 'react';
import { LuChevronDown, LuMenu } from 'react-icons/lu';
import { cx } from '../../lib/class-names';
import ui from '../../styles/ui.module.css';
import styles from './top-bar.module.css';

type ButtonProps = ComponentPropsWithRef<'button'>;

/**
 * The buttons of the top bar's menus, shared by the real menus and the stand-ins the page shows until
 * the menus' code has loaded (lib/deferred-control.tsx): one definition, so the swap changes nothing
 * a visitor can see. Plain buttons with static classes: the menus take them as their triggers
 * (`asChild`), which adds the menu's attributes and handlers to these props.
 */
export const QuickLinksButton = ({ className, ...props }: ButtonProps) => (
  <button type="button" className={cx(ui.button, ui.sm, ui.ghost, styles.quickLinks, className)} {...props}>
    Quick Links
    <LuChevronDown aria-hidden="true" />
  </button>
);

export const MobileMenuButton = ({ className, ...props }: Omit<ButtonProps, 'aria-label'>) => (
  <button type="button" aria-label="Open menu" className={cx(ui.button, ui.md, ui.ghost, ui.iconOnly, className)} {...props}>
    <LuMenu />
  </button>
);
