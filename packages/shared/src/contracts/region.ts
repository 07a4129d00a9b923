/**
 * The portal's home region: the province (area dictionary code) whose places its pickers and
 * filters offer first. The portal serves Fujian.
 */
export const PORTAL_REGION = '350000';

/** Area codes nest by digits: 350102 (district) is in city 350100 of province 350000. */
export const inRegion = (code: string, region: string = PORTAL_REGION): boolean =>
  code.startsWith(region.replace(/0+$/, '').padEnd(2, '0'));
