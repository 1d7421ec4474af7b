import { useEffect, useRef, useState } from 'react';
import { toaster } from './toaster';
import ui from '../styles/ui.module.css';

/** How long an announced message stays in the live region (long after screen readers have read it). */
export const ANNOUNCEMENT_MS = 10_000;

interface Announcement {
  id: number;
  text: string;
}

/** What the toast store publishes: a new or updated toast, or a pause, resume, dismiss or removal. */
interface ToastEvent {
  type?: string;
  title?: unknown;
  description?: unknown;
  message?: string;
  dismiss?: boolean;
}

/** "Saved" + "Details" reads "Saved. Details"; a title that ends a sentence keeps its own mark. */
export const announcementText = ({ title, description }: ToastEvent): string => {
  const parts = [title, description].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.map((part, i) => (i < parts.length - 1 && !/[.!?]$/.test(part.trim()) ? `${part.trim()}.` : part.trim())).join(' ');
};

const assertiveTypes = new Set(['error', 'warning']);

/**
 * Reads every toast to screen readers. The toasts' own view is loaded with the first toast
 * (deferred-toaster.tsx), so its live region and the first toast's text enter the page together, and
 * screen readers skip a live region that appears with its content already in it. These two regions
 * are in the page from the start and empty; each message is added as a new line (so the same
 * message twice is read twice) and removed a while later. The toasts' view is silenced so nothing
 * is read twice (toaster-view.tsx). Errors and warnings interrupt; the rest waits its turn.
 */
export const ToastAnnouncer = () => {
  const [polite, setPolite] = useState<Announcement[]>([]);
  const [assertive, setAssertive] = useState<Announcement[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = toaster.subscribe((event: ToastEvent) => {
      // Pause, resume and dismiss messages and removals republish a toast already read.
      if (event.dismiss || event.message) return;
      const text = announcementText(event);
      if (!text) return;
      const id = (nextId.current += 1);
      const setList = assertiveTypes.has(event.type ?? '') ? setAssertive : setPolite;
      setList((list) => [...list, { id, text }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setList((list) => list.filter((item) => item.id !== id));
      }, ANNOUNCEMENT_MS);
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, []);

  return (
    <>
      <div className={ui.visuallyHidden} aria-live="polite" aria-relevant="additions text" data-announcer="polite">
        {polite.map((item) => (
          <div key={item.id}>{item.text}</div>
        ))}
      </div>
      <div className={ui.visuallyHidden} aria-live="assertive" aria-relevant="additions text" data-announcer="assertive">
        {assertive.map((item) => (
          <div key={item.id}>{item.text}</div>
        ))}
      </div>
    </>
  );
};
