import { describe, expect, it } from 'vitest';
import { ZResumeContent } from './resume';
import { RESUME_SECTIONS, SECTION_WEIGHTS, resumeCompleteness } from './resume-completeness';

const none = { photo: false, attachment: false };
const full = ZResumeContent.parse({
  basic: { seekingStatus: '1', education: '4', workYears: 3, residence: '350102' },
  intention: { categories: ['0201'], areas: ['350100'] },
  education: [{ school: '福州大学', start: '2014-09', end: '2018-06' }],
  work: [{ company: '数智科技', position: '工程师', start: '2018-07', end: null }],
  projects: [{ name: '政务平台', start: '2020-01', end: '2021-01' }],
  certificates: [{ name: '软件设计师' }],
  skills: [{ name: 'TypeScript' }],
  selfEvaluation: '踏实肯干',
});

describe('resumeCompleteness', () => {
  it('weighs the sections to exactly 100', () => {
    expect(RESUME_SECTIONS.reduce((sum, s) => sum + SECTION_WEIGHTS[s], 0)).toBe(100);
  });

  it('gives an empty resume 0 and lists every section as missing', () => {
    expect(resumeCompleteness(ZResumeContent.parse({}), none)).toEqual({
      percent: 0,
      missing: [...RESUME_SECTIONS],
    });
  });

  it('counts a complete resume with photo and attachment as 100', () => {
    expect(resumeCompleteness(full, { photo: true, attachment: true })).toEqual({
      percent: 100,
      missing: [],
    });
  });

  it('counts the photo and the attachment', () => {
    expect(resumeCompleteness(full, none)).toEqual({ percent: 90, missing: ['photo', 'attachment'] });
    expect(resumeCompleteness(full, { photo: true, attachment: false }).percent).toBe(95);
  });

  it('gives no credit for half-filled basics or intention', () => {
    const half = {
      ...full,
      basic: { ...full.basic, residence: '' },
      intention: { ...full.intention, areas: [] },
    };
    expect(resumeCompleteness(half, none)).toEqual({
      percent: 65,
      missing: ['basic', 'intention', 'photo', 'attachment'],
    });
  });

  it('ignores a blank self-evaluation', () => {
    expect(resumeCompleteness({ ...full, selfEvaluation: '   ' }, none).missing).toContain('selfEvaluation');
  });
});
