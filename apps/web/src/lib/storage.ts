/** Local-storage keys that are device preferences, not session data: they survive a logout. */
const KEPT_LOCAL_KEYS = new Set<string>();

/** Marks a local-storage key as a device preference (e.g. the chosen language). */
export const keepOnClear = (key: string): void => {
  KEPT_LOCAL_KEYS.add(key);
};

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    // Access throws when storage is disabled (some privacy modes).
    return undefined;
  }
}

/** Storage that never throws; writes are best-effort. */
export function safeStorage(kind: 'localStorage' | 'sessionStorage'): Pick<Storage, 'getItem' | 'setItem'> {
  return {
    getItem: (key) => {
      try {
        return browserStorage(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        browserStorage(kind)?.setItem(key, value);
      } catch {
        // Quota exceeded or blocked: the value is simply not kept.
      }
    },
  };
}

/**
 * SPEC §4 clears local storage without a session and at logout. The language choice is a device
 * preference the user set explicitly, so it is kept (otherwise signing out would switch language).
 */
export function clearLocalStorage(): void {
  const storage = browserStorage('localStorage');
  if (!storage) return;
  try {
    const kept = [...KEPT_LOCAL_KEYS].map((key) => [key, storage.getItem(key)] as const);
    storage.clear();
    for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
