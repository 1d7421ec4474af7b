import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { scaled } from './timeouts.js';

/** The WCAG 2.2 AA rule set (issue 8): every A and AA rule of WCAG 2.0, 2.1 and 2.2. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeCheckOptions {
  /** What the page shows, for the report: "empty form submitted", "delete dialog open"... */
  state?: string;
  /** Check only this part of the page (a CSS selector), e.g. an open dialog. The whole page otherwise. */
  include?: string;
  /**
   * Elements to leave out (CSS selectors). Only for content the app does not control, such as a
   * configured third-party widget's iframe; say why at the call site. No rule is ever disabled.
   */
  exclude?: string[];
}

/**
 * Waits until the page stops moving: Chakra's dialogs, drawers, menus and toasts fade and slide in,
 * and axe measuring a half-faded text reports a contrast failure that no reader ever sees. Endless
 * animations (spinners, skeleton pulses) are left alone, they never finish.
 */
async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return animation.playState !== 'running' || timing?.iterations === Infinity;
      }),
    undefined,
    { timeout: scaled(10_000) },
  );
}

/** One violation as a few readable lines: rule, impact, what it means, where (first few nodes). */
export function describeViolation(violation: Result, maxNodes = 3): string {
  const lines = [
    `- ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`,
    `  ${violation.helpUrl}`,
    `  ${violation.nodes.length} element(s), for example:`,
  ];
  for (const node of violation.nodes.slice(0, maxNodes)) {
    const html = node.html.replace(/\s+/g, ' ');
    lines.push(`    ${node.target.join(' >> ')}`);
    lines.push(`      ${html.length > 240 ? `${html.slice(0, 240)}…` : html}`);
    const summary = node.failureSummary?.split('\n').slice(1, 3).join(' ').trim();
    if (summary) lines.push(`      ${summary}`);
  }
  return lines.join('\n');
}

/**
 * Runs axe-core with the WCAG 2.2 AA rules on the page as it is now and fails with a readable list
 * of the violations, if any. Wait for the page's real content before calling it.
 */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  const where = `${new URL(page.url()).pathname}${new URL(page.url()).search}${options.state ? ` (${options.state})` : ''}`;
  await test.step(`axe: ${where}`, async () => {
    await waitForAnimations(page);
    // Legacy mode runs axe in the page itself. The default opens a blank page and loads axe a second
    // time there to merge the results of cross-origin frames, which these pages do not have: that
    // cost about a second per check on a 2-core machine, a hundred checks a run.
    let builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).setLegacyMode(true);
    if (options.include) builder = builder.include(options.include);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const results = await builder.analyze();
    const report = results.violations.map((violation) => describeViolation(violation)).join('\n');
    // The count, not the objects: the message above is the readable part, the diff of axe's objects is not.
    expect(results.violations.length, `axe found WCAG 2.2 AA violations on ${where}:\n${report}\n`).toBe(0);
  });
}
