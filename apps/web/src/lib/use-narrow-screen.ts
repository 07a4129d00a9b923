import { useMediaQuery } from './use-media-query';

/** Below this width the public pages take their phone layout (filters behind a button). */
export const NARROW_QUERY = '(max-width: 767.98px)';

/** True on a phone-sized window; follows rotation and resizing. */
export const useNarrowScreen = (): boolean => useMediaQuery(NARROW_QUERY);
