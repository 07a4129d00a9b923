import { createContext, useContext } from 'react';

/** True while the screen is the one on display; false while it waits hidden in the cache. */
export const ScreenActiveContext = createContext(true);

/**
 * Whether this screen is the visible one. Hidden cached screens already have their effects
 * unmounted (timers, polls, sockets stop on their own); this is for render-time decisions, e.g.
 * not starting work that would be thrown away. Outside the cache it is always true.
 */
export const useScreenActive = (): boolean => useContext(ScreenActiveContext);
