import { type TScoreSheet, ZScoreSheet } from '@rcwb/shared';
import type { TSeedStep } from '../../core/module';
import { programScoreSheets } from '../../db/schema';

const c = (key: string, zh: string, en: string, weight: number, max = 10) => ({
  key,
  name: { 'zh-CN': zh, en },
  weight,
  max,
});

/**
 * The scoring sheet of each program category (`program_category` values 01–06) as first set up:
 * weighted criteria that add up to 100, each scored out of 10. Staff edit them later as data; the
 * seed only fills a category that has none.
 */
export const DEFAULT_SHEETS: Record<string, TScoreSheet> = {
  '01': [
    c('achievement', '学术与专业成就', 'Academic and professional achievement', 35),
    c('innovation', '创新能力', 'Capacity for innovation', 25),
    c('industry-fit', '与本市产业契合度', 'Fit with the city’s industries', 20),
    c('plan', '工作计划可行性', 'Feasibility of the work plan', 20),
  ],
  '02': [
    c('potential', '发展潜力', 'Potential', 30),
    c('achievement', '已有成果', 'Achievements so far', 30),
    c('innovation', '创新能力', 'Capacity for innovation', 20),
    c('plan', '培养计划', 'Development plan', 20),
  ],
  '03': [
    c('innovation', '技术创新性', 'Technical innovation', 30),
    c('market', '市场前景', 'Market prospects', 25),
    c('team', '团队能力', 'Team capability', 20),
    c('funding', '融资与经营状况', 'Funding and operations', 15),
    c('impact', '带动就业', 'Jobs created', 10),
  ],
  '04': [
    c('skill', '技能水平', 'Skill level', 35),
    c('practice', '生产实践成果', 'Results in practice', 25),
    c('teaching', '传帮带作用', 'Training of others', 20),
    c('plan', '培养计划', 'Development plan', 20),
  ],
  '05': [
    c('research', '科研基础', 'Research record', 35),
    c('topic', '课题价值', 'Value of the research topic', 30),
    c('feasibility', '研究方案可行性', 'Feasibility of the research plan', 20),
    c('host', '依托单位条件', 'Host institution', 15),
  ],
  '06': [
    c('team', '团队结构与实力', 'Team structure and strength', 30),
    c('project', '项目技术水平', 'Technical level of the project', 25),
    c('industry-fit', '产业带动作用', 'Effect on the industry', 25),
    c('plan', '建设计划与目标', 'Plan and targets', 20),
  ],
};

// A sheet that breaks its own rules stops the server at start, not an expert halfway through a form.
for (const [category, sheet] of Object.entries(DEFAULT_SHEETS)) {
  const parsed = ZScoreSheet.safeParse(sheet);
  if (!parsed.success) throw new Error(`scoring sheet ${category}: ${parsed.error.issues[0]?.message}`);
}

/** Every category gets its sheet when it has none (idempotent; staff's edits are kept). */
export const scoreSheetsSeed: TSeedStep = {
  name: 'program-scoring:sheets',
  always: true,
  run: async ({ db }) => {
    await db
      .insert(programScoreSheets)
      .values(Object.entries(DEFAULT_SHEETS).map(([category, criteria]) => ({ category, criteria })))
      .onConflictDoNothing();
  },
};
