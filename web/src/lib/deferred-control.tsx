import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

/** What the real control gets: open at once when the visitor already asked for it. */
export interface DeferredControlProps {
  initialOpen?: boolean;
}

/** What the stand-in gets: spread these on its button. */
export interface PlaceholderTriggerProps {
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  'aria-expanded': false;
}

/**
 * The real control's open state. When the visitor pressed the stand-in, the control mounts closed and
 * opens just after, as any press opens it: with its opening animation, and its own machinery moving
 * the focus (a control mounted already open skips both).
 */
export function useDeferredOpen(initialOpen = false) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!initialOpen) return;
    // A task later: the closed control is committed first, so opening it is a change it animates.
    const timer = setTimeout(() => setOpen(true), 0);
    return () => clearTimeout(timer);
  }, [initialOpen]);
  return [open, setOpen] as const;
}

/** Keys that open a menu or a dialog from its button (WAI-ARIA menu button and dialog patterns). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** After the browser is done with the page's own work: the first paint and hydration come first. */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/**
 * An interactive control (a menu, a side drawer, a dialog) whose machinery loads after the page is
 * interactive instead of in its first download: Zag's state machines, focus trap and positioning are
 * ~30 KB gzip that no visitor needs to see the page. Until the module has loaded, `Placeholder`
 * stands in: the same button, rendered identically by the server and at hydration. The real control
 * replaces it once the browser is idle (unless `load: 'on-intent'`) or when the visitor presses the
 * button (pointing at or focusing it fetches the code ahead of the press). A press made before the
 * code arrived opens the real control as soon as it mounts, and the keyboard focus stays on the
 * button across the swap.
 */
export function deferredControl<Props extends object>(
  load: () => Promise<ComponentType<Props & DeferredControlProps>>,
  Placeholder: ComponentType<{ trigger: PlaceholderTriggerProps }>,
  /** 'when-idle' (default): a control most visitors use (the top bar's menus). 'on-intent': one few open. */
  options: { load?: 'when-idle' | 'on-intent' } = {},
): ComponentType<Props> {
  let loaded: ComponentType<Props & DeferredControlProps> | null = null;
  let loading: Promise<ComponentType<Props & DeferredControlProps>> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (offline, a new deploy): the next pointing or press tries again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  const Deferred = (props: Props) => {
    // Null during the server render and hydration (nothing has loaded yet): both render the placeholder.
    const [Real, setReal] = useState<ComponentType<Props & DeferredControlProps> | null>(() => loaded);
    const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
    const box = useRef<HTMLSpanElement>(null);
    const hadFocus = useRef(false);

    const ensureLoaded = useCallback(() => {
      if (Real) return;
      start().then(
        (component) => setReal(() => component),
        () => undefined,
      );
    }, [Real]);

    useEffect(() => (Real || options.load === 'on-intent' ? undefined : whenIdle(ensureLoaded)), [Real, ensureLoaded]);

    // The stand-in had the focus when it was replaced: removing it left the focus nowhere (the body).
    useIsomorphicLayoutEffect(() => {
      if (!Real || !hadFocus.current) return;
      hadFocus.current = false;
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      box.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    }, [Real]);

    // Pointing at or focusing the button fetches the code; only a press (or idle time) swaps the real
    // control in: a swap between a press's pointerdown and its click would lose the click.
    const prefetch = () => void start().catch(() => undefined);
    const press = () => {
      setOpenWhenLoaded(true);
      ensureLoaded();
    };
    const trigger: PlaceholderTriggerProps = {
      onPointerEnter: prefetch,
      onFocus: () => {
        hadFocus.current = true;
        prefetch();
      },
      // Focus that moved to another element; not the window losing focus (no related target), after
      // which the focus comes back here.
      onBlur: (event) => {
        if (event.relatedTarget) hadFocus.current = false;
      },
      onClick: press,
      onKeyDown: (event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        press();
      },
      'aria-expanded': false,
    };

    // `display: contents`: the box takes no room, so the button sits in its row as if it were alone.
    let content: ReactNode;
    if (Real) content = <Real {...props} initialOpen={openWhenLoaded} />;
    else content = <Placeholder trigger={trigger} />;
    return (
      <span ref={box} style={{ display: 'contents' }}>
        {content}
      </span>
    );
  };
  Deferred.displayName = 'DeferredControl';
  return Deferred;
}
