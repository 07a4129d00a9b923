import { z } from 'zod';

/** The salary bands the employment map counts postings in (salary_band dictionary values). */
export const MAP_SALARY_BANDS = [
  '0-3000',
  '3000-5000',
  '5000-8000',
  '8000-12000',
  '12000-20000',
  '20000-30000',
  '30000-50000',
  '50000-',
  'negotiable',
] as const;

/** An area code of the map: the province, one of its cities or one of their districts. */
export const ZMapArea = z.object({ area: z.string().regex(/^\d{6}$/) });
export type TMapArea = z.infer<typeof ZMapArea>;

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
