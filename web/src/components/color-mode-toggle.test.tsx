import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSystem } from '../app/theme';
import { COLOR_MODE_KEY } from '../lib/color-mode';
import { ColorModeToggle } from './color-mode-toggle';

/** A system colour setting, as window.matchMedia reports it. */
const systemPrefers = (dark: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

const renderToggle = () =>
  render(
    <ChakraProvider value={appSystem()}>
      <ColorModeToggle />
    </ChakraProvider>,
  );

const root = document.documentElement;

describe('colour mode', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(COLOR_MODE_KEY);
    root.classList.remove('dark', 'light');
    root.style.colorScheme = '';
  });

  it('follows the system setting until the visitor picks one', () => {
    systemPrefers(true);
    renderToggle();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBeNull();
  });

  it('switches to dark and back, keeping the pick for the next visit', async () => {
    systemPrefers(false);
    const user = userEvent.setup({ delay: null });
    renderToggle();
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(root).toHaveClass('light');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(root).toHaveClass('dark');
    expect(root).not.toHaveClass('light');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');

    await user.click(toggle);
    expect(root).toHaveClass('light');
    expect(root.style.colorScheme).toBe('light');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('light');
  });

  it("prefers the visitor's stored pick over the system setting", () => {
    systemPrefers(true);
    localStorage.setItem(COLOR_MODE_KEY, 'light');
    renderToggle();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'false');
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
  });

  it('keeps every mounted toggle in step (the top bar and the side menu)', async () => {
    systemPrefers(false);
    render(
      <ChakraProvider value={appSystem()}>
        <ColorModeToggle />
        <ColorModeToggle />
      </ChakraProvider>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Dark mode' });
    await userEvent.setup({ delay: null }).click(first!);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(root).toHaveClass('dark');
  });
});
