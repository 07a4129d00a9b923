/*
 * The public employment map's answers (GET /recruitment/employmentMap/*). Types only: nothing
 * here reaches a page's bundle.
 */

/** The map's level of an area code: a province shows its cities, a city its districts. */
export type TMapLevel = 'province' | 'city' | 'district';

/** Published postings per child area of the area shown (the choropleth). */
export type TMapAreaCounts = {
  area: string;
  level: TMapLevel;
  total: number;
  areas: { code: string; n: number }[];
};

/** One district's figures. `searchArea` is the findJob area filter that lists these postings. */
export type TMapDistrict = {
  area: string;
  total: number;
  byCategory: { group: string; n: number }[];
  bySalary: { band: string; n: number }[];
  topOrgs: { id: number; name: string; n: number }[];
  searchArea: string;
};

/**
 * A point of the map: its own coordinates (`exact`) or its district's centre (`district`).
 * Organisations carry their published postings in the area as `n`.
 */
export type TMapPoint = {
  id: number;
  name: string;
  lng: number;
  lat: number;
  precision: 'exact' | 'district';
  area: string;
};
export type TMapOrgPoint = TMapPoint & { n: number };
export type TMapFairPoint = TMapPoint & { startsAt: string; endsAt: string };
/** A published gig that has not ended: its own map point, what it is and what it pays. */
export type TMapGigPoint = TMapPoint & { category: string; payAmount: number; payUnit: string };
