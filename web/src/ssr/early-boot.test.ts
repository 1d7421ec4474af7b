import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installEarlyBoot, type EarlyBoot } from './early-boot';

/** What React leaves on an element it has hydrated (early-boot.ts waits for it). */
const markHydrated = (element: Element) => Object.assign(element, { __reactFiber$test: {} });

const BOOT = { entry: '/assets/index-abc.js', preloads: ['/assets/rolldown-runtime-abc.js', '/assets/home-abc.js'] };

describe('early boot of a server-rendered page', () => {
  let boot: EarlyBoot;

  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <a href="/packages/1" id="link"><span id="in-link">A package</span></a>
        <button type="button" id="open">Book your trip</button>
        <form id="search"><input id="where" /><button type="submit" id="go">Search</button></form>
        <label><input type="checkbox" id="agree" /> I agree</label>
      </div>
      <script type="application/json" id="__BOOT__">${JSON.stringify(BOOT)}</script>`;
    boot = installEarlyBoot(window, document);
  });

  afterEach(() => {
    boot.stop();
    document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]').forEach((node) => node.remove());
    vi.useRealTimers();
  });

  const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

  it('holds a press until the page is interactive, then presses once', () => {
    const pressed = vi.fn();
    element('open').addEventListener('click', pressed);
    element('open').click();
    expect(pressed).not.toHaveBeenCalled();

    markHydrated(element('open'));
    boot.replay();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed and hands it over as an input event, after the search button press it came with', () => {
    const order: string[] = [];
    const tracker = { setValue: vi.fn() };
    const field = Object.assign(element<HTMLInputElement>('where'), { _valueTracker: tracker });
    field.addEventListener('input', () => order.push(`typed ${field.value}`));
    element('go').addEventListener('click', () => order.push('search'));

    field.value = 'Cape Town';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    order.length = 0; // the typing itself, before the app
    element('go').click();
    expect(order).toEqual([]);

    markHydrated(field);
    markHydrated(element('go'));
    boot.replay();
    // React's value tracker is reset, so it reads the event as a change.
    expect(tracker.setValue).toHaveBeenCalledWith('');
    expect(order).toEqual(['typed Cape Town', 'search']);
  });

  it('hands over each field with the value typed, even when handing over the one before re-rendered the form', () => {
    document.getElementById('search')!.insertAdjacentHTML('beforeend', '<input id="check-in" />');
    const where = element<HTMLInputElement>('where');
    const checkIn = element<HTMLInputElement>('check-in');
    const received: string[] = [];
    for (const field of [where, checkIn]) {
      field.value = field === where ? 'Paternoster' : '2026-12-01';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.addEventListener('input', () => received.push(field.value));
      markHydrated(field);
    }
    // As React does when the first hand-over re-renders: the other field gets the state's (server's) value.
    where.addEventListener('input', () => {
      checkIn.value = '2026-11-26';
    });
    boot.replay();
    expect(received).toEqual(['Paternoster', '2026-12-01']);
  });

  it('lets the page behave as plain HTML when the app cannot start', () => {
    document.dispatchEvent(new Event('pointerdown'));
    document.head.querySelector('script[type="module"]')!.dispatchEvent(new Event('error'));
    const pressed = vi.fn();
    element('open').addEventListener('click', pressed);
    element('open').click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('does not let the browser submit a form or tick a box by itself before the app', () => {
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    element('search').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    element<HTMLInputElement>('agree').click();
    expect(element<HTMLInputElement>('agree').checked).toBe(false);
  });

  it('leaves links alone: before the app they are ordinary page loads', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    element('in-link').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('waits for the part of the page that hydrates later, then presses in order', () => {
    vi.useFakeTimers();
    const pressed = vi.fn();
    element('open').addEventListener('click', pressed);
    element('open').click();

    boot.replay();
    expect(pressed).not.toHaveBeenCalled();
    markHydrated(element('open'));
    vi.advanceTimersByTime(60);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('starts the app at the first touch: the entry script and its preloads from the boot block', () => {
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    document.dispatchEvent(new Event('pointerdown'));
    const script = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(script?.getAttribute('src')).toBe(BOOT.entry);
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(preloads).toEqual(BOOT.preloads);
    // Once only.
    document.dispatchEvent(new Event('keydown'));
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('holds nothing once stopped (the app handles input itself from then on)', () => {
    boot.stop();
    const pressed = vi.fn();
    element('open').addEventListener('click', pressed);
    element('open').click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('holds nothing on a page rendered in the browser (no boot block)', () => {
    document.getElementById('__BOOT__')?.remove();
    const pressed = vi.fn();
    element('open').addEventListener('click', pressed);
    element('open').click();
    expect(pressed).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('pointerdown'));
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
  });
});
