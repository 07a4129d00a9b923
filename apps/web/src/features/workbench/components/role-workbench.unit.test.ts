import { describe, expect, it } from 'vitest';
import { groupsFor } from './role-workbench';

describe('the landing groups of an account', () => {
  it('follow the roles held, in display order', () => {
    expect(groupsFor(['person'])).toEqual(['person']);
    expect(groupsFor(['org'])).toEqual(['org']);
    expect(groupsFor(['reviewer'])).toEqual(['review']);
    expect(groupsFor(['archivist'])).toEqual(['review']);
    expect(groupsFor(['editor', 'reviewer'])).toEqual(['review', 'editor']);
    // The administrator: health first, then what waits; never a job seeker's or employer's work.
    expect(groupsFor(['admin'])).toEqual(['system', 'review', 'editor']);
    expect(groupsFor(['auditor'])).toEqual([]);
  });
});
