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
 * Browsers fire no error event for a frame whose host is unreachable (they show their own error
 * page and fire `load`), so the address is also probed: a failed no-cors request means no network
 * or no such host. A frame that has not loaded EMBED_LOAD_TIMEOUT_MS after it came into view
 * counts as failed too.
 */
export const EmbedFrame = ({ src, title, fallback, height = '640px' }: EmbedFrameProps) => {
  // The first outcome per address wins (a late load after the timeout does not bring back a broken
  // frame); keyed by address, so a new address starts over without a reset inside the effect.
  const [outcome, setOutcome] = useState<{ src: string; state: Exclude<LoadState, 'loading'> } | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const state: LoadState = outcome && outcome.src === src ? outcome.state : 'loading';

  const settle = useCallback(
    (settledSrc: string, next: Exclude<LoadState, 'loading'>) =>
      setOutcome((current) => (current && current.src === settledSrc ? current : { src: settledSrc, state: next })),
    [],
  );

  useEffect(() => {
    if (!src || !boxRef.current) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopWatching = whenVisible(boxRef.current, () => {
      timer = setTimeout(() => {
        if (active) settle(src, 'failed');
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
        onLoad={() => settle(src, 'loaded')}
        onError={() => settle(src, 'failed')}
        style={{ display: 'block', width: '100%', height, border: 0 }}
      />
    </Box>
  );
};
