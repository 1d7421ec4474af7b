import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, southAfricanDate } from './support/helpers.js';
import { scaled } from './support/timeouts.js';

/**
 * WCAG 2.2 2.5.8 Target Size (Minimum), issue 8: on a 360 px phone every visible control is at least
 * 24 × 24 CSS px, or far enough from the others that a 24 px circle centred on it touches no other
 * target (the criterion's spacing exception). Links inside a sentence are exempt (the inline
 * exception), as are the browser's own unstyled controls' inner parts, which are not elements.
 */

const MIN = 24;

interface Offender {
  what: string;
  width: number;
  height: number;
}

/** Measures every visible interactive element and returns those that fail 2.5.8. */
function findSmallTargets(page: Page): Promise<Offender[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');

    const visible = (el: Element, box: DOMRect): boolean => {
      // Visually hidden (skip link until focused, screen-reader-only inputs under custom controls):
      // a 1 px box is not a target anyone aims at.
      if (box.width <= 1 || box.height <= 1) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      // aria-hidden parts and closed/inert regions (a folded drawer) are not operable.
      return el.closest('[aria-hidden="true"], [inert], [hidden]') === null;
    };

    /** A link inside a sentence: the criterion exempts targets whose size the line of text sets. */
    const inlineInText = (el: Element): boolean => {
      if (getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement;
      if (!block) return false;
      const own = (el.textContent ?? '').trim().length;
      const around = (block.textContent ?? '').trim().length;
      return around > own + 1;
    };

    const targets = Array.from(document.querySelectorAll(selector))
      .filter((el) => !(el as HTMLInputElement).disabled)
      // The innermost one counts: a button inside a [tabindex] wrapper is one target.
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => visible(el, box));

    const small = targets.filter(({ box }) => box.width < min - 0.5 || box.height < min - 0.5);
    const circle = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2, r: min / 2 });
    const circleHitsRect = (c: { x: number; y: number; r: number }, box: DOMRect) => {
      const dx = Math.max(box.left - c.x, 0, c.x - box.right);
      const dy = Math.max(box.top - c.y, 0, c.y - box.bottom);
      return dx * dx + dy * dy < c.r * c.r;
    };

    const offenders: Array<{ what: string; width: number; height: number }> = [];
    for (const target of small) {
      if (inlineInText(target.el)) continue;
      const c = circle(target.box);
      const crowded = targets.some((other) => {
        if (other === target) return false;
        if (circleHitsRect(c, other.box)) return true;
        // Two undersized targets: their circles must not overlap either.
        if (!small.includes(other)) return false;
        const o = circle(other.box);
        return Math.hypot(o.x - c.x, o.y - c.y) < c.r + o.r;
      });
      if (!crowded) continue;
      const el = target.el;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
      offenders.push({
        what: `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name}"`,
        width: Math.round(target.box.width * 10) / 10,
        height: Math.round(target.box.height * 10) / 10,
      });
    }
    return offenders;
  }, MIN);
}

async function checkPage(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\s*Loading/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  return (await findSmallTargets(page)).map((o) => `${path}: ${o.what} is ${o.width} × ${o.height} px`);
}

async function firstId(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  const body = (await response.json()) as Array<{ id?: string; _id?: string }>;
  const id = body[0]?.id ?? body[0]?._id;
  expect(id, `${path} lists something`).toBeTruthy();
  return id!;
}

test.describe('touch targets of at least 24 px on a 360 px phone (WCAG 2.5.8)', () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

  test('the measurement itself: flags crowded small targets, spares big, spaced-out and inline ones', async ({ page }) => {
    await page.setContent(`
      <main>
        <div style="display:flex;gap:2px"><button id="a" style="width:20px;height:20px;padding:0">a</button><button id="b" style="width:20px;height:20px;padding:0">b</button></div>
        <div style="margin-top:40px"><button style="width:44px;height:44px">big</button></div>
        <div style="margin-top:40px"><a href="#x" style="display:inline-block;width:16px;height:16px">lone</a></div>
        <p style="margin-top:40px;font-size:12px">Read the <a href="#terms">terms</a> before you book.</p>
        <button style="position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)">hidden</button>
      </main>`);
    const offenders = await findSmallTargets(page);
    expect(offenders.map((o) => o.what).sort()).toEqual(['button "a"', 'button "b"']);
  });

  test('the public pages', async ({ page, request }) => {
    test.setTimeout(scaled(180_000));
    const packageId = await firstId(request, '/api/packages');
    const hotelId = await firstId(request, '/api/hotels');
    const problems: string[] = [];
    for (const path of [
      '/',
      '/Packages',
      '/SearchResultsList?destination=Cape%20Town',
      '/hotels',
      `/hotels?destination=Cape%20Town&checkIn=${southAfricanDate(10)}&checkOut=${southAfricanDate(12)}&adults=2`,
      `/hotels/${hotelId}`,
      `/Details/${packageId}`,
      `/booking/${packageId}`,
      '/Cruise',
      '/Destinations',
      '/Specials',
      '/Services',
      '/TripPlan',
      '/Insurance',
      '/Contact',
      '/Cars',
      '/login',
      '/register',
      '/addhotel',
      '/no-such-page',
    ]) {
      problems.push(...(await checkPage(page, path)));
    }
    expect(problems, `targets under ${MIN} × ${MIN} px, too close to others:\n${problems.join('\n')}\n`).toEqual([]);
  });

  test('the admin portal and the staff inbox, as the demo admin', async ({ page }) => {
    test.setTimeout(scaled(180_000));
    await login(page, 'admin', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const problems: string[] = [];
    for (const path of ['/dashboard', '/hotel/list', '/admin/packages', '/holiday-packages', '/rates', '/roomtypes', '/users', '/internal', '/account', '/my-bookings']) {
      problems.push(...(await checkPage(page, path)));
    }
    expect(problems, `targets under ${MIN} × ${MIN} px, too close to others:\n${problems.join('\n')}\n`).toEqual([]);
  });
});
