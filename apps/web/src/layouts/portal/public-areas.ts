/**
 * Public areas shown in the portal navigation. An area registers here once its screens exist, so
 * the header never links to a missing page.
 */
export type PublicArea = {
  key: string;
  /** Where the nav item leads. */
  to: string;
  /** Paths under this prefix mark the item as current. */
  prefix: string;
  /** Further prefixes of an area whose pages share none (the policy pages). */
  otherPrefixes?: readonly string[];
  labelKey: string;
};

export const publicAreas: readonly PublicArea[] = [
  {
    key: 'recruitment',
    to: '/recruitment/zoneHome',
    prefix: '/recruitment',
    labelKey: 'portal.nav.recruitment',
  },
  { key: 'discover', to: '/discover/zoneHome', prefix: '/discover', labelKey: 'portal.nav.discover' },
  {
    key: 'policy',
    to: '/talentPolicy',
    prefix: '/talentPolicy',
    // SPEC §2.1 gives the policy pages no common prefix: each of them marks the area as current.
    otherPrefixes: ['/policyDetail', '/policyComparison'],
    labelKey: 'portal.nav.policy',
  },
];

export const isAreaActive = (area: PublicArea, pathname: string): boolean =>
  [area.prefix, ...(area.otherPrefixes ?? [])].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
