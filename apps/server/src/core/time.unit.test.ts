import { describe, expect, it } from 'vitest';
import { portalDay } from './time';

describe('portalDay', () => {
  it('is the calendar day in China, which the UTC day trails until 8 a.m.', () => {
    expect(portalDay(new Date('2026-12-07T23:10:00Z'))).toBe('2026-12-08');
    expect(portalDay(new Date('2026-12-07T15:59:59Z'))).toBe('2026-12-07');
    expect(portalDay(new Date('2026-12-07T16:00:00Z'))).toBe('2026-12-08');
  });
});
