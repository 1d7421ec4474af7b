import { useCallback, useState } from 'react';

/**
 * The add/edit switch of the inventory pages: `edit(row)` fills the form with a row, `stopEditing`
 * returns to add mode, and `forget(id)` leaves edit mode when that row was deleted, so the form
 * does not go on editing what no longer exists.
 */
export const useEditMode = <T extends { id: string }>() => {
  const [editing, setEditing] = useState<T | null>(null);
  const stopEditing = useCallback(() => setEditing(null), []);
  const forget = useCallback((id: string) => setEditing((current) => (current?.id === id ? null : current)), []);
  return { editing, edit: setEditing, stopEditing, forget };
};
