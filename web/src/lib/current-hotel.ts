import { useSyncExternalStore } from 'react';

/**
 * The admin portal's "current hotel" (admin spec §1): the hotel that room types, rooms, amenities,
 * activities, rates and rate types pages work on. Chosen with Manage/Edit on the hotel list or with
 * the hotel switcher, and remembered in localStorage under the spec's key so it survives reloads.
 * The server still checks ownership on every call: this is only the page's scope, never a permission.
 */
export const CURRENT_HOTEL_KEY = 'hotelId';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_HOTEL_KEY);
  } catch {
    return null;
  }
}

export function getCurrentHotelId(): string | null {
  return read();
}

export function setCurrentHotelId(id: string | null): void {
  try {
    if (id) window.localStorage.setItem(CURRENT_HOTEL_KEY, id);
    else window.localStorage.removeItem(CURRENT_HOTEL_KEY);
  } catch {
    // Storage can be full or disabled (private mode); the choice then lasts until the next reload.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing a hotel changes this tab's scope too, as the spec's localStorage key would.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENT_HOTEL_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current hotel id, re-rendering when it changes (here or in another tab). */
export function useCurrentHotelId(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
