import type { TFairZone } from '@rcwb/shared';

/**
 * Light fills that keep dark text above the 4.5:1 contrast ratio, one per zone in the zone
 * list's order (the floor plan's legend uses the same).
 */
export const ZONE_COLOURS = [
  '#dbeafe',
  '#dcfce7',
  '#fef3c7',
  '#fce7f3',
  '#ede9fe',
  '#cffafe',
  '#fee2e2',
  '#e0e7ff',
  '#ecfccb',
  '#ffedd5',
  '#f1f5f9',
  '#fae8ff',
] as const;

export const zoneColour = (zones: readonly TFairZone[], code: string): string => {
  const i = zones.findIndex((z) => z.code === code);
  return i < 0 ? '#f5f5f5' : ZONE_COLOURS[i % ZONE_COLOURS.length]!;
};
