/**
 * The start-up of a server-rendered page, inlined into index.html's head (vite.config.ts, earlyBoot):
 * it runs before anything else, so it may use nothing from outside this function.
 *
 * 1. The app's scripts load after the page: once it and its photos are loaded and painted (the load
 *    event and the first contentful paint, then one frame), so on a slow phone connection the text and the largest photo get the
 *    bandwidth and the processor first. A touch, click or key press starts them at once, and so does
 *    a page whose load event is late (a slow photo from another host): 3 s after the HTML is parsed.
 *    The files come from the page's boot block (src/ssr/document.ts).
 * 2. What the visitor does before the app has taken over the page is kept, not lost: a press on a
 *    button, a checkbox or a form's submit is held (the browser's default would submit a form by
 *    itself or tick a box React does not know about) and pressed again once the page is interactive;
 *    text typed into a field stays there and is handed to the app as if typed then. Links are left
 *    alone: before the app starts they are ordinary links to server-rendered pages.
 *
 * app-shell.tsx calls `replay()` once the app's shell is hydrated and committed. The page itself comes a
 * moment later: each page sits in a Suspense boundary, which React hydrates after the shell's commit,
 * and on a busy phone that moment is long. Text typed into a field before its part is hydrated never
 * reaches React's state (React takes the field's value as the server's and sees no change), so holding
 * goes on for the parts not hydrated yet, and for anything pressed behind something still held, until
 * every control of the page is hydrated: only then is the page interactive (`interactive`, which sets
 * `html[data-app-ready]`).
 * Pages rendered in the browser (admin portal, staff inbox) have no boot block: nothing is held there.
 */
export interface EarlyBoot {
  /** Stops holding input: the app cannot start, or the page is interactive. */
  stop(): void;
  /**
   * The app has taken over: hands over what was typed and presses what was pressed, in order, each when
   * its part of the page is hydrated, and calls `interactive` once every part is (at most 10 s later).
   */
  replay(interactive?: () => void): void;
}

type Held =
  | { kind: 'typed'; element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string }
  | { kind: 'pressed'; element: Element }
  | { kind: 'submitted'; element: HTMLFormElement };

export const EARLY_BOOT_GLOBAL = '__earlyBoot';

export function installEarlyBoot(win: Window, doc: Document): EarlyBoot {
  // document.ts's BOOT_ID, written out: this function is inlined into the page and can import nothing.
  const BOOT_ID = '__BOOT__';
  const ROOT_ID = 'root';
  const PRESSABLE =
    'button, input, select, textarea, summary, [role="button"], [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="menuitem"], [role="option"], [role="combobox"]';
  const START_ON = ['pointerdown', 'keydown', 'focusin'];
  const POLL_MS = 50;
  const SETTLE_LIMIT_MS = 10_000;
  // holding: the app has not taken over, everything is held. settling: it has, and input waits only
  // for the parts not hydrated yet (or behind something still held). stopped: React has it all.
  let phase: 'holding' | 'settling' | 'stopped' = 'holding';
  let started = false;
  let deadline = 0;
  let timer = 0;
  // The events of a hand-over are the app's own: they must not be held again.
  let handingOver = false;
  const whenInteractive: Array<() => void> = [];
  // What to hand over, in the order it happened: a field typed into (once), a control pressed, a form
  // submitted with the Enter key.
  const queue: Held[] = [];
  const queued = (element: Element) => queue.some((held) => held.element === element);

  const bootBlock = () => doc.getElementById(BOOT_ID);

  // React marks the elements it has hydrated (a "__reactFiber$…" property). The page's own part hydrates
  // after the app's shell (its Suspense boundary), and may be thrown away and rendered anew.
  const hydrated = (element: Element) => Object.keys(element).some((key) => key.indexOf('__reactFiber$') === 0);

  /** Whether input on this element is held rather than left to React. */
  const waits = (element: Element) => phase === 'holding' || queue.length > 0 || !hydrated(element);

  function start() {
    const block = bootBlock();
    if (started || !block) return;
    started = true;
    const files = JSON.parse(block.textContent ?? '{}') as { entry: string; preloads: string[] };
    for (const href of files.preloads) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    }
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = files.entry;
    // The app cannot start (a file gone after a deploy, no network): let the page behave as plain HTML.
    script.addEventListener('error', () => stop());
    doc.head.appendChild(script);
  }

  const elementOf = (target: EventTarget | null): Element | null =>
    target && (target as Node).nodeType === 1 ? (target as Element) : null;

  function hold(event: Event) {
    if (phase === 'stopped' || handingOver || !bootBlock()) return;
    const target = elementOf(event.target);
    if (event.type === 'submit') {
      if (!(target instanceof HTMLFormElement) || !waits(target)) return;
      event.preventDefault();
      if (!queued(target)) queue.push({ kind: 'submitted', element: target });
      start();
      settleSoon();
      return;
    }
    // A link (or anything inside one) keeps its default: an ordinary page load.
    if (!target || target.closest('a[href]')) return;
    const control = target.closest(PRESSABLE);
    if (!control || !waits(control)) return;
    // Typing into a field needs no press; a click into it is kept (it may open a list).
    event.preventDefault();
    event.stopPropagation();
    queue.push({ kind: 'pressed', element: control });
    start();
    settleSoon();
  }

  function remember(event: Event) {
    if (phase === 'stopped' || handingOver || !bootBlock()) return;
    const target = elementOf(event.target);
    if (!target || !/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    const field = target as HTMLInputElement;
    // The value as typed: handing over one field re-renders the form, and React then writes its own
    // (still the server's) value into the fields not handed over yet. A field already held keeps
    // following what is typed, even once React has it too: the hand-over must not bring back an older value.
    const held = queue.find((entry) => entry.element === field);
    if (held && held.kind === 'typed') held.value = field.value;
    else if (waits(field)) {
      queue.push({ kind: 'typed', element: field, value: field.value });
      settleSoon();
    }
  }

  const listeners: Array<[string, (event: Event) => void]> = [
    ['click', hold],
    ['submit', hold],
    ['input', remember],
    ['change', remember],
    ...START_ON.map((type): [string, (event: Event) => void] => [type, start]),
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);

  // Loaded (the load event) and painted (the first contentful paint, where the browser reports it),
  // then one more frame.
  let loaded = false;
  let painted = typeof PerformanceObserver === 'undefined' || (PerformanceObserver.supportedEntryTypes ?? []).indexOf('paint') < 0;
  const startWhenShown = () => {
    if (loaded && painted) win.requestAnimationFrame(() => win.setTimeout(start, 0));
  };
  if (!painted) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      startWhenShown();
    }).observe({ type: 'paint', buffered: true });
  }
  win.addEventListener('load', () => {
    loaded = true;
    startWhenShown();
  });
  doc.addEventListener('DOMContentLoaded', () => win.setTimeout(start, 3000));

  function stop() {
    phase = 'stopped';
    if (timer) win.clearTimeout(timer);
    timer = 0;
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
  }

  function handOver(held: Held): void {
    if (held.kind === 'typed') {
      const field = held.element;
      field.value = held.value;
      // React compares a field's value with the one it last saw (its value tracker, which the line above
      // also set): reset it so the event below reads as a change.
      const tracker = (field as unknown as { _valueTracker?: { setValue(value: string): void } })._valueTracker;
      tracker?.setValue('');
      field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
    } else if (held.kind === 'pressed') {
      (held.element as HTMLElement).click();
    } else {
      held.element.requestSubmit();
    }
  }

  /** Every control of the page is hydrated: nothing typed or pressed from now on can be lost. */
  function pageHydrated(): boolean {
    const root = doc.getElementById(ROOT_ID);
    if (!root) return true;
    const controls = root.querySelectorAll(`${PRESSABLE}, a[href], form`);
    for (let i = 0; i < controls.length; i++) if (!hydrated(controls[i]!)) return false;
    return true;
  }

  function settleSoon() {
    if (phase === 'settling' && !timer) timer = win.setTimeout(settle, POLL_MS);
  }

  /** Hands over what is held, in order, as far as the page is hydrated; then waits or finishes. */
  function settle(): void {
    timer = 0;
    if (phase !== 'settling') return;
    while (queue.length) {
      const next = queue[0]!;
      if (!next.element.isConnected) {
        queue.shift();
        continue;
      }
      // Not interactive yet: try again shortly, in order.
      if (!hydrated(next.element)) break;
      queue.shift();
      handingOver = true;
      try {
        handOver(next);
      } finally {
        handingOver = false;
      }
    }
    if (queue.length === 0 && pageHydrated()) finish();
    // Given up after 10 s: a part that never hydrates must not hold the rest of the page.
    else if (Date.now() >= deadline) finish();
    else settleSoon();
  }

  function finish() {
    stop();
    for (const callback of whenInteractive.splice(0)) callback();
  }

  function replay(interactive?: () => void): void {
    if (interactive) whenInteractive.push(interactive);
    if (phase === 'stopped') {
      finish();
      return;
    }
    if (phase === 'holding') {
      phase = 'settling';
      deadline = Date.now() + SETTLE_LIMIT_MS;
    }
    if (timer) win.clearTimeout(timer);
    settle();
  }

  return { stop, replay };
}
