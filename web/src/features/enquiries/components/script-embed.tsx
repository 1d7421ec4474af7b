import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EMBED_LOAD_TIMEOUT_MS } from '../embed-loading';

interface ScriptEmbedProps {
  /** The partner's widget script; null shows the fallback straight away. */
  src: string | null;
  /** Accessible name of the region the widget draws into. */
  title: string;
  fallback: ReactNode;
  minH?: string;
}

/**
 * A third-party widget loaded by script (the tours partner's): the script is added inside the
 * widget's own region, where such scripts draw (they look for their script tag's parent). A script
 * that fails to load (onerror) or has not loaded after EMBED_LOAD_TIMEOUT_MS shows the fallback.
 */
export const ScriptEmbed = ({ src, title, fallback, minH = '96' }: ScriptEmbedProps) => {
  // The address that failed: a new address starts over without a reset inside the effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!src || !container) return;
    let settled = false;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      settled = true;
    };
    script.onerror = () => {
      settled = true;
      setFailedSrc(src);
    };
    const timer = setTimeout(() => {
      if (!settled) setFailedSrc(src);
    }, EMBED_LOAD_TIMEOUT_MS);
    container.appendChild(script);
    return () => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      // Whatever the widget drew goes with it, so a second visit does not show it twice.
      container.replaceChildren();
    };
  }, [src]);

  if (!src || failedSrc === src) return <>{fallback}</>;
  return <Box ref={containerRef} role="region" aria-label={title} minH={minH} data-embed="script" />;
};
