import { Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export const UNSAVED_TITLE = 'Leave without saving?';
export const UNSAVED_TEXT = 'Your changes have not been saved and will be lost.';

/**
 * Asks before leaving a form with unsaved changes: an in-app navigation opens a dialog (Stay /
 * Leave), closing or reloading the tab gets the browser's own prompt. `allowNextNavigation()` lets a
 * save's own navigation through even though the values still differ from where they started.
 */
export const useUnsavedChangesPrompt = (dirty: boolean) => {
  const bypass = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );

  // Once nothing is unsaved any more, the next change must be guarded again.
  useEffect(() => {
    if (!dirty) bypass.current = false;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  const dialog = (
    <ConfirmDialog
      open={blocked}
      title={UNSAVED_TITLE}
      cancelLabel="Stay"
      confirmLabel="Leave"
      navigatesOnConfirm
      onCancel={() => blocker.state === 'blocked' && blocker.reset()}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    >
      <Text>{UNSAVED_TEXT}</Text>
    </ConfirmDialog>
  );

  const allowNextNavigation = useCallback(() => {
    bypass.current = true;
  }, []);

  return { dialog, allowNextNavigation };
};

/** A form's values as one comparable string (file inputs left out: photo pickers report their own changes). */
export const formSnapshot = (form: HTMLFormElement): string => {
  const entries: Array<[string, string]> = [];
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') entries.push([key, value]);
  });
  return JSON.stringify(entries);
};

interface UnsavedFormGuardOptions {
  /** Changes the form's fields do not show (photos chosen, a list built with Add buttons). */
  alsoDirty?: boolean;
  /** While a save runs the guard stands aside (the save's own navigation must go through). */
  paused?: boolean;
}

/**
 * The guard for any form that edits data: pass `attachForm` as the <form>'s ref and render `dialog`.
 * It compares the form's values with those it had when it appeared (so typing and then undoing it
 * is not a change), listening to the form's own input, change and reset events, which works the
 * same for controlled and uncontrolled fields. Call `markSaved()` after a successful save: what is
 * in the form then (cleared, or the saved values) becomes the new starting point, and a navigation
 * in the same tick goes through. Call `rebase()` when the form is filled from elsewhere (an Edit
 * button on a list row, Cancel back to add mode).
 */
export const useUnsavedFormGuard = ({ alsoDirty = false, paused = false }: UnsavedFormGuardOptions = {}) => {
  const form = useRef<HTMLFormElement | null>(null);
  const baseline = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [changed, setChanged] = useState(false);
  // Bumped by markSaved/rebase: the effect below takes the new snapshot once React drew the reset.
  const [generation, setGeneration] = useState(0);
  const prompt = useUnsavedChangesPrompt((changed || alsoDirty) && !paused);

  const compare = useCallback(() => {
    timer.current = null;
    if (!form.current || baseline.current === null) return;
    setChanged(formSnapshot(form.current) !== baseline.current);
  }, []);

  // After the event's own work (a reset clears the fields after its event; React re-renders a
  // controlled field that another field filled), so the snapshot sees the settled values.
  const onEdit = useCallback(() => {
    if (timer.current === null) timer.current = setTimeout(compare, 0);
  }, [compare]);

  const attachForm = useCallback(
    (element: HTMLFormElement | null) => {
      const previous = form.current;
      if (previous === element) return;
      if (previous) for (const type of ['input', 'change', 'reset']) previous.removeEventListener(type, onEdit);
      form.current = element;
      if (!element) return;
      baseline.current = formSnapshot(element);
      for (const type of ['input', 'change', 'reset']) element.addEventListener(type, onEdit);
    },
    [onEdit],
  );

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (generation === 0 || !form.current) return;
    baseline.current = formSnapshot(form.current);
    setChanged(false);
  }, [generation]);

  const rebase = useCallback(() => {
    setChanged(false);
    setGeneration((current) => current + 1);
  }, []);

  const { allowNextNavigation } = prompt;
  const markSaved = useCallback(() => {
    allowNextNavigation();
    rebase();
  }, [allowNextNavigation, rebase]);

  return { attachForm, dialog: prompt.dialog, dirty: (changed || alsoDirty) && !paused, markSaved, rebase };
};
