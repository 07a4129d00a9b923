import { and, eq, inArray, like } from 'drizzle-orm';
import { UserType } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { demoActor, quietNotifier } from '../../core/demo-history';
import type { TSeedStep } from '../../core/module';
import { act } from '../../core/workflow';
import { accounts, programApplications, programBatches } from '../../db/schema';
import { PROGRAM_APPLICATION_KIND } from '../programs';
import { publishNotice } from './notices.service';
import { applicationsWhere } from './program-scoring.repository';
import { submitScores } from './tasks.service';

/** The demo batch the demo persons applied to (the programs demo), by the end of its name. */
const BATCH = '%年度高层次人才引进计划（第一批）';

/** The experts assigned to every demo application; the demo expert (陈教授) is the first. */
const EXPERTS = ['expert', 'expert2', 'expert3'] as const;

type TTarget = 'scoring' | 'final' | 'notice' | 'publicity';

/**
 * How far each demo person's application goes, with each expert's scores (out of 10 on the four
 * criteria of the category 01 sheet). At `scoring` the demo expert has not scored yet, so their
 * task list has one waiting; `publicity` ones are on public notice (on the portal) for the batch's
 * notice days.
 */
const DEMOS: { username: string; to: TTarget; scores: [number, number, number, number] }[] = [
  { username: 'demoperson01', to: 'scoring', scores: [8, 7, 8, 7] },
  { username: 'demoperson02', to: 'final', scores: [7, 8, 6, 7] },
  { username: 'demoperson03', to: 'notice', scores: [9, 8, 8, 8] },
  { username: 'demoperson04', to: 'publicity', scores: [9, 9, 8, 9] },
  { username: 'demoperson05', to: 'publicity', scores: [8, 8, 9, 8] },
];

const CRITERIA = ['achievement', 'innovation', 'industry-fit', 'plan'] as const;

/**
 * Demo applications past the preliminary check: at expert scoring, at the final decision, waiting
 * for the public notice and on notice, with opinions and scores. An application still at the
 * preliminary check is taken on; one that moved is left alone, so a restart changes nothing.
 */
export const demoScoringSeed: TSeedStep = {
  name: 'program-scoring:demo',
  demo: true,
  run: async (base) => {
    const deps: TDeps = { ...base, notifier: quietNotifier };
    const { db } = deps;
    const names = ['reviewer', ...EXPERTS, ...DEMOS.map((d) => d.username)];
    const people = new Map(
      (
        await db
          .select({ id: accounts.id, username: accounts.username, name: accounts.name })
          .from(accounts)
          .where(inArray(accounts.username, names))
      ).map((a) => [a.username, a]),
    );
    const staff = people.get('reviewer');
    const experts = EXPERTS.flatMap((u) => (people.has(u) ? [people.get(u)!] : []));
    if (!staff || experts.length !== EXPERTS.length) return;
    const reviewer = demoActor(staff, UserType.staff, 'reviewer');
    const rows = await applicationsWhere(
      db,
      and(
        like(programBatches.name, BATCH),
        inArray(
          programApplications.applicantId,
          DEMOS.flatMap((d) => (people.has(d.username) ? [people.get(d.username)!.id] : [])),
        ),
        eq(programApplications.applicantType, 'person'),
      ),
    );
    const toPublish: { batchId: number; id: number }[] = [];
    for (const demo of DEMOS) {
      const row = rows.find((r) => r.app.applicantId === people.get(demo.username)?.id);
      if (!row || row.inst.currentStep !== 'preliminary' || row.inst.status !== 'submitted') continue;
      const id = row.app.id;
      const step = { kind: PROGRAM_APPLICATION_KIND, subjectId: id, actor: reviewer };
      await act(deps, {
        ...step,
        step: 'preliminary',
        action: 'approve',
        opinion: '材料齐全，符合申报条件。',
      });
      await act(deps, {
        ...step,
        step: 'assign',
        action: 'assign-experts',
        assignees: experts.map((e) => e.id),
      });
      // The demo expert scores last, and not at all for an application left at scoring.
      for (const [i, e] of [...experts].reverse().entries()) {
        if (demo.to === 'scoring' && e.username === 'expert') continue;
        const scores = Object.fromEntries(
          CRITERIA.map((c, k) => [c, Math.min(10, demo.scores[k]! + ((i + k) % 2))]),
        );
        await submitScores(deps, demoActor(e, UserType.expert, 'expert'), id, {
          scores,
          comment: '申报人业绩突出，培养计划可行。',
        });
      }
      if (demo.to === 'scoring' || demo.to === 'final') continue;
      await act(deps, { ...step, step: 'final', action: 'approve', opinion: '专家评审通过，同意公示。' });
      if (demo.to === 'publicity') toPublish.push({ batchId: row.batch.id, id });
    }
    if (toPublish.length)
      await publishNotice(
        deps,
        reviewer,
        toPublish[0]!.batchId,
        toPublish.map((p) => p.id),
      );
  },
};
