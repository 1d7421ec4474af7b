import { Box } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { EMBED_LOAD_TIMEOUT_MS, probeReachable, whenVisible } from '../embed-loading';

interface EmbedFrameProps {
  /** The configured address; null shows the fallback straight away. */
  src: string | null;
  /** Accessible name of the frame. */
  title: string;
  /** Shown when there is no address or the widget cannot load. */
  fallback: ReactNode;
  /** CSS height of the frame. */
  height?: string;
}

// What third-party search widgets and maps need: their own scripts and storage (same-origin is the
// frame's own origin, not ours), forms, and results that open the partner's site in a new tab.
// Not allowed: top navigation (a widget cannot take the visitor away from our page).
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

type LoadState = 'loading' | 'loaded' | 'failed';

/**
 * A third-party widget in an iframe, with a fallback when it is not configured or cannot load.
 * Frames have no usable error event (browsers show their own error page for an unreachable host
 * and fire `load`; React does not even listen for `error` on frames), so the address is probed: a failed no-cors request means no network
 * or no such host. A frame that has not loaded EMBED_LOAD_TIMEOUT_MS after it came into view
 * counts as failed too.
 */
export const EmbedFrame = ({ src, title, fallback, height = '640px' }: EmbedFrameProps) => {
  // Keyed by address, so a new address starts over without a reset inside the effect. A failure
  // always wins, even after `load`: browsers fire `load` for their own error page too, so a probe
  // that fails later still replaces the frame. A load only stops the timeout from failing it.
  const [outcome, setOutcome] = useState<{
    src: string;
    state: Exclude<LoadState, 'loading'>;
  } | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const state: LoadState = outcome && outcome.src === src ? outcome.state : 'loading';

  const settle = useCallback(
    (settledSrc: string, next: Exclude<LoadState, 'loading'>, onlyIfPending = false) =>
      setOutcome((current) => {
        const known = current && current.src === settledSrc ? current : null;
        if (known?.state === 'failed') return known;
        if (known && onlyIfPending) return known;
        return { src: settledSrc, state: next };
      }),
    [],
  );

  useEffect(() => {
    if (!src || !boxRef.current) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopWatching = whenVisible(boxRef.current, () => {
      timer = setTimeout(() => {
        if (active) settle(src, 'failed', true);
      }, EMBED_LOAD_TIMEOUT_MS);
    });
    void probeReachable(src).then((reachable) => {
      if (active && !reachable) settle(src, 'failed');
    });
    return () => {
      active = false;
      stopWatching();
      clearTimeout(timer);
    };
  }, [src, settle]);

  if (!src || state === 'failed') return <>{fallback}</>;
  return (
    <Box ref={boxRef} borderRadius="xl" overflow="hidden" borderWidth="1px" bg="bg.subtle" data-state={state}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        sandbox={EMBED_SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => settle(src, 'loaded', true)}
        style={{ display: 'block', width: '100%', height, border: 0 }}
      />
    </Box>
  );
};
