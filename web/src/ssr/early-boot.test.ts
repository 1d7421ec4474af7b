import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installEarlyBoot, type EarlyBoot } from './early-boot';

/** What React leaves on an element it has hydrated (early-boot.ts waits for it). */
const markHydrated = <T extends Element>(element: T): T => Object.assign(element, { __reactFiber$test: {} });

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

  const hydrateAll = () => document.querySelectorAll('#root *').forEach(markHydrated);

  it('after the take-over, holds what is typed into a part not hydrated yet and hands it over once it is', () => {
    vi.useFakeTimers();
    const open = markHydrated(element('open'));
    boot.replay();
    // The layout is hydrated: a press there goes straight to the app.
    const pressed = vi.fn();
    open.addEventListener('click', pressed);
    open.click();
    expect(pressed).toHaveBeenCalledTimes(1);

    // The page's own part is not yet: typed into, its field would keep a value React never sees.
    const where = element<HTMLInputElement>('where');
    const received: string[] = [];
    where.addEventListener('input', () => received.push(where.value));
    where.value = 'Durban';
    where.dispatchEvent(new Event('input', { bubbles: true }));
    received.length = 0;
    vi.advanceTimersByTime(200);
    expect(received).toEqual([]);

    hydrateAll();
    vi.advanceTimersByTime(60);
    expect(received).toEqual(['Durban']);
  });

  it('keeps a press behind a held one: the search waits for the destination typed before it', () => {
    vi.useFakeTimers();
    const go = markHydrated(element('go'));
    boot.replay();
    const order: string[] = [];
    const where = element<HTMLInputElement>('where');
    where.addEventListener('input', () => order.push(`typed ${where.value}`));
    go.addEventListener('click', () => order.push('search'));
    where.value = 'Knysna';
    where.dispatchEvent(new Event('input', { bubbles: true }));
    order.length = 0;
    go.click();
    expect(order).toEqual([]);

    hydrateAll();
    vi.advanceTimersByTime(60);
    expect(order).toEqual(['typed Knysna', 'search']);
  });

  it('marks the page interactive once every control of it is hydrated, then holds nothing', () => {
    vi.useFakeTimers();
    const interactive = vi.fn();
    markHydrated(element('open'));
    boot.replay(interactive);
    vi.advanceTimersByTime(500);
    expect(interactive).not.toHaveBeenCalled();

    hydrateAll();
    vi.advanceTimersByTime(60);
    expect(interactive).toHaveBeenCalledTimes(1);
    // From here React has every field: typing is not noted, nothing is handed over twice.
    const where = element<HTMLInputElement>('where');
    const received = vi.fn();
    where.addEventListener('input', received);
    where.dispatchEvent(new Event('input', { bubbles: true }));
    vi.advanceTimersByTime(200);
    expect(received).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after 10 s: a part that never hydrates does not hold the rest of the page', () => {
    vi.useFakeTimers();
    const interactive = vi.fn();
    boot.replay(interactive);
    vi.advanceTimersByTime(9_900);
    expect(interactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(interactive).toHaveBeenCalledTimes(1);
    const pressed = vi.fn();
    element('open').addEventListener('click', pressed);
    element('open').click();
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
