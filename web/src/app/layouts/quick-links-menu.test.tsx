import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { QuickLinksMenu } from './quick-links-menu';

const routes = [{ path: '*', element: <QuickLinksMenu /> }];
const button = () => screen.getByRole('button', { name: 'Quick Links' });
const expectOpen = async () => expect(await screen.findByRole('menuitem', { name: 'Plan your trip' })).toBeInTheDocument();
const expectClosed = () => waitFor(() => expect(button()).toHaveAttribute('aria-expanded', 'false'));

describe('Quick Links dropdown', () => {
  it('opens on hover and a click on the button keeps it open (the hover got there first)', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes });
    // user.click moves the mouse onto the button first, as a person's mouse does: hover, then click.
    await user.click(button());
    await expectOpen();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    // Pinned by the click: leaving the button no longer closes it; a second click does.
    await user.unhover(button());
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await user.click(button());
    await expectClosed();
  });

  it('closes shortly after the mouse leaves a menu that the hover alone opened', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes });
    await user.hover(button());
    await expectOpen();
    await user.unhover(button());
    await expectClosed();
  });

  it('opens from the keyboard and closes with Escape', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes });
    await user.tab();
    expect(button()).toHaveFocus();
    await user.keyboard('{Enter}');
    await expectOpen();
    await user.keyboard('{Escape}');
    await expectClosed();
  });
});
