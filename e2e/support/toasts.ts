import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __toastTitles?: string[];
  }
}

/**
 * Records the title of every toast the page ever shows. The admin forms' toasts close after 1000 ms
 * (admin spec section 9); on a loaded CI machine a poll for the visible toast can fall between two
 * frames of its short life and miss it. A MutationObserver sees every toast as it is added, so the
 * check below does not depend on timing. Call before the first navigation.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__toastTitles = [];
    const collect = (node: Node) => {
      if (!(node instanceof Element)) return;
      const titles = node.matches('[data-scope="toast"][data-part="title"]')
        ? [node]
        : Array.from(node.querySelectorAll('[data-scope="toast"][data-part="title"]'));
      for (const title of titles) window.__toastTitles!.push((title.textContent ?? '').trim());
    };
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach(collect);
        // A title whose text is set after it was added.
        if (record.type === 'characterData' || record.type === 'childList') {
          const parent = record.target instanceof Element ? record.target : record.target.parentElement;
          const title = parent?.closest('[data-scope="toast"][data-part="title"]');
          if (title) window.__toastTitles!.push((title.textContent ?? '').trim());
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Passes once a toast with this title has been shown since the page was loaded (see recordToasts). */
export async function expectToastShown(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__toastTitles ?? []), { message: `toast "${title}"` }).toContain(title);
}
