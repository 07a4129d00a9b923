import type { TRole } from '@rcwb/shared';

/** The role keys of DOMAIN.md with their display names; seeded as reference data. */
export const ROLE_DEFS: { key: TRole; nameZh: string; nameEn: string }[] = [
  { key: 'admin', nameZh: '系统管理员', nameEn: 'Administrator' },
  { key: 'reviewer', nameZh: '审核人员', nameEn: 'Reviewer' },
  { key: 'archivist', nameZh: '档案管理员', nameEn: 'Archivist' },
  { key: 'editor', nameZh: '内容编辑', nameEn: 'Editor' },
  { key: 'expert', nameZh: '评审专家', nameEn: 'Expert' },
  { key: 'person', nameZh: '个人用户', nameEn: 'Individual' },
  { key: 'org', nameZh: '单位用户', nameEn: 'Organisation' },
  // Reads the audit logs, which the administrator may not (separation of duties).
  { key: 'auditor', nameZh: '安全审计员', nameEn: 'Auditor' },
];
