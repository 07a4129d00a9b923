import { describe, expect, it } from 'vitest';
import { ZProgramApplicantInfo } from '@rcwb/shared';
import { applicationPath } from '../components/application-paths';
import { infoOf } from './application-step-one-page';
import { extensionsFor } from './application-step-two-page';

describe('talent program application steps', () => {
  it('gives back step 1 in the shape the server accepts, blanks as empty texts and null codes', () => {
    const info = infoOf({
      name: ' 林晓 ',
      mobile: '13700000001',
      education: '',
      birthDate: undefined,
      region: '350102',
    });
    expect(info).toEqual({
      name: '林晓',
      contact: '',
      mobile: '13700000001',
      email: '',
      region: '350102',
      address: '',
      education: null,
      birthDate: null,
      school: '',
      major: '',
      creditCode: '',
      industry: null,
      summary: '',
    });
    expect(ZProgramApplicantInfo.parse(info)).toEqual(info);
  });

  it('offers the extensions of the kinds a material accepts', () => {
    expect(extensionsFor(['pdf'])).toEqual(['pdf']);
    expect(extensionsFor(['pdf', 'image'])).toEqual(['pdf', 'png', 'jpg', 'jpeg']);
    expect(extensionsFor(['office'])).toContain('docx');
  });

  it('addresses the step pages as SPEC §2.2 does: application, batch, category, form or print', () => {
    const app = { id: 7, batch: { id: 3, category: '02' } };
    expect(applicationPath('person', 'addOne', app)).toBe('/g020101/addOne/7/3/02/form');
    expect(applicationPath('org', 'addTwo', app, 'print')).toBe('/g020102/addTwo/7/3/02/print');
  });
});
