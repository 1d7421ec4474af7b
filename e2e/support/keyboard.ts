import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only journeys (issue 8): move with Tab / Shift+Tab, act with Enter / Space / arrows,
 * type into whatever has focus. No clicks, no `fill`: a step that only works with a mouse fails.
 */

/** The focused element in a few words, for failure messages: role or tag, type, accessible-ish name. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(nothing: body)';
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const type = el instanceof HTMLInputElement ? `[${el.type}]` : '';
    const labelledBy = el.getAttribute('aria-labelledby');
    const labelledByText = labelledBy ? document.getElementById(labelledBy.split(' ')[0]!)?.textContent : undefined;
    const labelText = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : undefined;
    const name = el.getAttribute('aria-label') ?? labelledByText ?? labelText ?? el.textContent ?? '';
    return `${role}${type} "${name.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
  });
}

/** Whether the focused element is one of those `target` matches. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((el) => el === document.activeElement));
}

export interface TabOptions {
  /** Presses before giving up (default 60). */
  max?: number;
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times, then checks that the
 * focus is visible. Fails with the list of everything that got focus on the way.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false }: TabOptions = {}): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  await test.step(`${key} to ${target}`, async () => {
    // The element must be there before counting presses: a page still loading would use them up.
    await expect(target.first()).toBeAttached();
    const visited: string[] = [];
    for (let press = 0; press < max; press++) {
      if (await isFocused(target)) break;
      await page.keyboard.press(key);
      visited.push(await describeFocus(page));
    }
    expect(await isFocused(target), `${target} not reached with ${max} × ${key}; focus went to:\n  ${visited.join('\n  ')}`).toBe(true);
    await expectVisibleFocus(page);
  });
}

/**
 * The focused element shows a focus indicator: it matches :focus-visible and has a visible outline
 * (Chakra's focus ring is an outline: 2 px outside buttons and links, 1 px plus the border colour
 * inside inputs) or a box-shadow.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      focusVisible: el.matches(':focus-visible'),
      indicator: outline || shadow,
      style: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
    };
  });
  const who = await describeFocus(page);
  expect(focus, 'something has focus').not.toBeNull();
  expect(focus!.focusVisible, `${who} matches :focus-visible`).toBe(true);
  expect(focus!.indicator, `${who} shows a focus indicator (${focus!.style})`).toBe(true);
}

/** Asserts that `target` has focus, naming what has it instead. */
export async function expectFocused(page: Page, target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { message: `${target} has focus` }).toBe(true);
}

type DatePart = 'year' | 'month' | 'day';
const DATE_ORDERS: readonly (readonly DatePart[])[] = [
  ['year', 'month', 'day'],
  ['month', 'day', 'year'],
  ['day', 'month', 'year'],
];
/** The order that worked last: Chromium lays the parts out by its own UI language, which a page cannot read. */
let knownOrder: readonly DatePart[] | null = null;

/**
 * Types a calendar date (YYYY-MM-DD) into the focused native date input, as a person does: the parts
 * one after the other (a two-digit month or day moves on by itself; a year may take six digits, so
 * the right arrow moves on from it). The browser decides the order of the parts from its own
 * language (en-US here, whatever the page's locale), which a page cannot read: the known orders are
 * tried until the input holds the date, each try starting again from the first part.
 */
export async function typeDate(page: Page, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-') as [string, string, string];
  const digits: Record<DatePart, string> = { year, month, day };
  const value = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? null);
  const orders = knownOrder ? [knownOrder, ...DATE_ORDERS.filter((order) => order !== knownOrder)] : DATE_ORDERS;
  const tried: string[] = [];
  for (const order of orders) {
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    for (const [index, part] of order.entries()) {
      await page.keyboard.type(digits[part]);
      if (part === 'year' && index < order.length - 1) await page.keyboard.press('ArrowRight');
    }
    const typed = await value();
    if (typed === isoDate) {
      knownOrder = order;
      return;
    }
    tried.push(`${order.join('/')} gave "${typed}"`);
  }
  throw new Error(`could not type ${isoDate} into ${await describeFocus(page)}: ${tried.join('; ')}`);
}

/**
 * The text of the app's polite live region for notifications (the toasts' announcer): present and
 * empty from the start, so a screen reader hears what is put in it.
 */
export function announcer(page: Page): Locator {
  return page.locator('[data-announcer="polite"]');
}
