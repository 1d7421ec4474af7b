import { expect, test, type Page } from '@playwright/test';
import { scaled } from './support/timeouts.js';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

function bodyOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).overflow);
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // Wait for the slide-in to finish before measuring or clicking beside it.
  await expect.poll(async () => (await menu.boundingBox())?.x, { timeout: scaled(5_000) }).toBeDefined();
  await expect
    .poll(async () => {
      const a = await menu.boundingBox();
      await page.waitForTimeout(100);
      const b = await menu.boundingBox();
      return a !== null && b !== null && a.x === b.x && a.width === b.width;
    })
    .toBe(true);
  return menu;
}

async function expectMenuClosed(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
}

test('the side menu on a phone locks scrolling and closes on a link, the backdrop and Escape', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

  // Opens at 75% of the screen width, never wider than 300 px, and locks the page behind it.
  let menu = await openMenu(page);
  await expect.poll(() => bodyOverflow(page)).toBe('hidden');
  const box = await menu.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.width).toBeLessThanOrEqual(300);
  expect(box!.width).toBeGreaterThanOrEqual(PHONE.width * 0.75 - 4);
  expect(box!.width).toBeLessThanOrEqual(PHONE.width * 0.75 + 4);

  // A link inside closes it and navigates.
  await menu.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/Contact$/i);
  await expectMenuClosed(page);
  // The keyboard starts on the new page's heading, not back on the menu button.
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: 'We would love to hear from you' }).evaluate((el) => el === document.activeElement))
    .toBe(true);

  // Reopen, then a tap on the backdrop beside the menu closes it.
  menu = await openMenu(page);
  const open = (await menu.boundingBox())!;
  const besideX = open.x > PHONE.width / 2 ? 10 : PHONE.width - 10;
  await page.mouse.click(besideX, PHONE.height / 2);
  await expectMenuClosed(page);
  await expect(page).toHaveURL(/\/Contact$/i);

  // And Escape closes it as well.
  await openMenu(page);
  await page.keyboard.press('Escape');
  await expectMenuClosed(page);
});
