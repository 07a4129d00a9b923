import { flat, type TDictData } from '../dict';

/**
 * The program categories (SPEC `gad021`): the kinds of talent program a city or province runs.
 * Staff extend the list in the dictionary screens.
 */
// prettier-ignore
export const PROGRAM_CATEGORY_DICT: TDictData = {
  type: 'program_category', nameZh: '人才项目类别', nameEn: 'Talent program categories',
  entries: flat([
    ['01', '高层次人才引进计划', 'High-level talent introduction programme'],
    ['02', '青年英才计划', 'Young talent programme'],
    ['03', '创新创业人才项目', 'Innovation and entrepreneurship talent project'],
    ['04', '高技能人才培养项目', 'High-skilled talent development project'],
    ['05', '博士后科研资助', 'Postdoctoral research funding'],
    ['06', '重点产业人才团队', 'Key industry talent teams'],
  ]),
};

/** A batch's status as list tags and filter options. */
// prettier-ignore
export const PROGRAM_BATCH_STATUS_DICT: TDictData = {
  type: 'program_batch_status', nameZh: '项目批次状态', nameEn: 'Program batch status',
  entries: flat([
    ['draft', '草稿', 'Draft', 'info'],
    ['open', '申报中', 'Open for applications', 'success'],
    ['closed', '评审中', 'Closed, under review', 'warning'],
    ['finished', '已结束', 'Finished', 'default'],
  ]),
};

/** Who applies to a batch. */
// prettier-ignore
export const PROGRAM_APPLICANT_TYPE_DICT: TDictData = {
  type: 'program_applicant_type', nameZh: '申报主体', nameEn: 'Applicant type',
  entries: flat([
    ['person', '个人', 'Individuals'],
    ['org', '单位', 'Organisations'],
  ]),
};

export const PROGRAM_DICTS = [PROGRAM_CATEGORY_DICT, PROGRAM_BATCH_STATUS_DICT, PROGRAM_APPLICANT_TYPE_DICT];

/** Tiers and service types every installation starts with (g070110); staff add, edit and disable. */
// prettier-ignore
export const REFERENCE_SEED: { kind: 'tier' | 'service-type'; code: string; nameZh: string; nameEn: string; sort: number }[] = [
  { kind: 'tier', code: 'A', nameZh: '国家级领军人才', nameEn: 'National leading talent', sort: 1 },
  { kind: 'tier', code: 'B', nameZh: '省级领军人才', nameEn: 'Provincial leading talent', sort: 2 },
  { kind: 'tier', code: 'C', nameZh: '市级高层次人才', nameEn: 'City high-level talent', sort: 3 },
  { kind: 'tier', code: 'D', nameZh: '急需紧缺人才', nameEn: 'Talent in short supply', sort: 4 },
  { kind: 'tier', code: 'E', nameZh: '青年优秀人才', nameEn: 'Outstanding young talent', sort: 5 },
  { kind: 'service-type', code: 'housing', nameZh: '人才安居', nameEn: 'Housing support', sort: 1 },
  { kind: 'service-type', code: 'schooling', nameZh: '子女入学', nameEn: 'Schooling for children', sort: 2 },
  { kind: 'service-type', code: 'medical', nameZh: '医疗保健', nameEn: 'Medical care', sort: 3 },
  { kind: 'service-type', code: 'spouse-job', nameZh: '配偶就业', nameEn: 'Employment for spouses', sort: 4 },
  { kind: 'service-type', code: 'residence', nameZh: '落户服务', nameEn: 'Household registration', sort: 5 },
  { kind: 'service-type', code: 'startup', nameZh: '创业扶持', nameEn: 'Start-up support', sort: 6 },
];
