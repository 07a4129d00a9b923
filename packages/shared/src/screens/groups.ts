import type { TMenuScreenDef } from './types';

const group = <const K extends string>(key: K, zh: string, en: string, icon: string, sort: number) =>
  ({
    key,
    layout: 'layout',
    type: 'M',
    path: key,
    titles: { 'zh-CN': zh, en },
    icon,
    sort,
    roles: [],
  }) as const satisfies TMenuScreenDef;

/**
 * The numbered function groups of the back office (SPEC §1) as top-level menu directories.
 * A group links to no role itself: the menu shows it to whoever is granted a screen inside it,
 * so a group without screens never appears.
 */
export const GROUP_SCREENS = [
  group('g01', '个人服务', 'My services', 'user', 10),
  group('g02', '人才项目', 'Talent programmes', 'trophy', 20),
  group('g05', '招聘管理', 'Recruitment', 'solution', 30),
  group('g06', '评审审批', 'Approvals', 'audit', 40),
  group('g07', '业务管理', 'Service management', 'appstore', 50),
  group('g08', '人事档案', 'Personnel archives', 'folder', 60),
  group('g09', '人才认定与服务', 'Recognition and services', 'safety', 70),
  group('g20', '内容管理', 'Content', 'read', 80),
  group('g21', '统计分析', 'Statistics', 'bar-chart', 90),
  group('g30', '系统管理', 'System', 'setting', 100),
] as const satisfies readonly TMenuScreenDef[];
