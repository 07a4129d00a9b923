import { describe, expect, it } from 'vitest';
import { PERSONAL_FIELD_RULES, contactFor, maskBirthDate, maskEmail, maskName } from './personal-data';

const PERSON = { name: '张伟明', mobile: '13912345678', email: 'zhang@example.com', birthDate: '1990-05-17' };

describe('the masking rules per field and audience', () => {
  it('shows the owner and an entitled organisation everything, staff masked, others nothing', () => {
    expect(contactFor('owner', PERSON)).toEqual(PERSON);
    expect(contactFor('contact-org', PERSON)).toEqual(PERSON);
    expect(contactFor('staff', PERSON)).toEqual({
      name: '张伟明',
      mobile: '139****5678',
      email: 'z***@example.com',
      birthDate: '1990-**-**',
    });
    expect(contactFor('other', PERSON)).toEqual({ name: '张*', mobile: null, email: null, birthDate: '' });
  });

  it('never gives an ID number in full to anyone but its owner', () => {
    const id = '350102199005170011';
    expect(PERSONAL_FIELD_RULES.idNumber.owner(id)).toBe(id);
    for (const a of ['contact-org', 'staff', 'other'] as const)
      expect(PERSONAL_FIELD_RULES.idNumber[a](id)).not.toContain('19900517');
  });

  it('masks odd values without leaking them', () => {
    expect(maskName('')).toBe('*');
    expect(maskEmail('noatsign')).toBe('n***');
    expect(maskEmail('@example.com')).toBe('@***');
    expect(maskBirthDate('not a date')).toBe('');
    expect(contactFor('staff', { name: 'A', mobile: null, email: null })).toEqual({
      name: 'A',
      mobile: null,
      email: null,
    });
  });
});
