/**
 * Public areas shown in the portal navigation. An area registers here once its screens exist, so
 * the header never links to a missing page; Discover (/discover/zoneHome) and Policy
 * (/talentPolicy) join when they are built.
 */
export type PublicArea = {
  key: string;
  /** Where the nav item leads. */
  to: string;
  /** Paths under this prefix mark the item as current. */
  prefix: string;
  labelKey: string;
};

export const publicAreas: readonly PublicArea[] = [
  {
    key: 'recruitment',
    to: '/recruitment/zoneHome',
    prefix: '/recruitment',
    labelKey: 'portal.nav.recruitment',
  },
];

export const isAreaActive = (area: PublicArea, pathname: string): boolean =>
  pathname === area.prefix || pathname.startsWith(`${area.prefix}/`);
