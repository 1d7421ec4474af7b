import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 8 polish: a list that loads shows placeholders in its final shape, marked busy, with the
 * spec's loading text; their pulse stops for visitors who asked for less motion. The API is held
 * back for a moment so the loading state is there to look at.
 */

const holdGraphql = async (page: Page): Promise<() => void> => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

/**
 * Opens /Packages the way its loading state can be seen: the server sends the page with its packages,
 * so the list loads in the browser only after a navigation there (here the footer's link).
 */
const openPackagesInTheBrowser = async (page: Page): Promise<() => void> => {
  await page.goto('/');
  await page.locator('html[data-app-ready]').waitFor();
  const release = await holdGraphql(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Packages', exact: true }).click();
  return release;
};

const firstSkeletonAnimation = (page: Page) =>
  page.locator('[data-testid="loading-region"] .chakra-skeleton').first().evaluate((element) => getComputedStyle(element).animationName);

test('the package list shows busy placeholder cards with "Loading please wait", then the packages', async ({ page }) => {
  const release = await openPackagesInTheBrowser(page);

  const region = page.locator('[aria-busy="true"][data-testid="loading-region"]');
  await expect(region).toBeVisible();
  await expect(region.getByRole('status')).toHaveText('Loading please wait');
  expect(await region.locator('.chakra-card__root').count()).toBeGreaterThanOrEqual(3);
  // Without the preference the placeholders pulse (so the reduced-motion check below can fail).
  expect(await firstSkeletonAnimation(page)).not.toBe('none');

  release();
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
  await expect(region).toHaveCount(0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the placeholders stand still', async ({ page }) => {
    const release = await openPackagesInTheBrowser(page);
    await expect(page.locator('[data-testid="loading-region"]')).toBeVisible();
    expect(await firstSkeletonAnimation(page)).toBe('none');
    release();
  });
});
