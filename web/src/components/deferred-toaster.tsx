import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster';

const ToasterView = lazy(() => import('./toaster-view').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the toast view once the queue gets its first toast. The view shows the toasts already in the
 * queue when it mounts, so nothing is lost while its chunk loads.
 */
export const DeferredToaster = () => {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    return toaster.subscribe(() => setWanted(true));
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
};
