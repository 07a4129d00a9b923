import { type TPermission, hasPermiOr } from '@rcwb/shared';
import { PROGRAM_SCORING_PERMS } from '@rcwb/shared';
import { notFound } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import type { TExec } from '../../core/tx';
import {
  type TScoreRow,
  applicationById,
  scoresOf,
  scoringApplications,
  scoringAssignees,
} from './program-scoring.repository';
import { type TAggregate, type TRanked, aggregate, rankBatch } from './scoring';

type TApp = Awaited<ReturnType<typeof scoringApplications>>[number];
type TScoreWithName = Awaited<ReturnType<typeof scoresOf>>[number];

/** The screen (and permission) of each applicant type's scores. */
const PERM_OF: Record<'person' | 'org', TPermission> = {
  person: PROGRAM_SCORING_PERMS.personScores,
  org: PROGRAM_SCORING_PERMS.orgScores,
};

export type TScored = {
  app: TApp;
  /** The scores of the latest scoring round. */
  scores: TScoreWithName[];
  experts: { id: number; name: string }[];
  aggregate: TAggregate;
  /** Every assigned expert scored: the application takes part in the batch's ranking. */
  finished: boolean;
};

const latestRound = (rows: TScoreWithName[]) => {
  const round = Math.max(...rows.map((r) => r.score.round));
  return rows.filter((r) => r.score.round === round);
};

/** Scores, aggregate and whether scoring is finished, for applications that reached scoring. */
async function scoredOf(db: TExec, apps: TApp[]): Promise<TScored[]> {
  const [scores, assignees] = await Promise.all([
    scoresOf(
      db,
      apps.map((a) => a.app.id),
    ),
    scoringAssignees(
      db,
      apps.map((a) => a.inst.id),
    ),
  ]);
  return apps.map((a) => {
    const own = scores.filter((s) => s.score.applicationId === a.app.id);
    const latest = own.length ? latestRound(own) : [];
    const experts = assignees.filter((x) => x.instanceId === a.inst.id).map(({ id, name }) => ({ id, name }));
    return {
      app: a,
      scores: latest,
      experts,
      aggregate: aggregate(latest.map((s) => s.score.total)),
      finished: latest.length > 0 && experts.every((e) => latest.some((s) => s.score.expertId === e.id)),
    };
  });
}

/** Ranks of the finished applications of each batch among `items`, against the batch's quota. */
function ranksOf(items: TScored[]): Map<number, TRanked> {
  const ranks = new Map<number, TRanked>();
  const batches = new Map<number, TScored[]>();
  for (const s of items) batches.set(s.app.batch.id, [...(batches.get(s.app.batch.id) ?? []), s]);
  for (const group of batches.values()) {
    const finished = group.filter((s) => s.finished && s.aggregate.mean !== null);
    const quota = group[0]!.app.batch.quota;
    for (const [id, r] of rankBatch(
      finished.map((s) => ({ id: s.app.app.id, mean: s.aggregate.mean! })),
      quota,
    ))
      ranks.set(id, r);
  }
  return ranks;
}

const presentRow = (s: TScored, rank: TRanked | undefined, rankedOf: number) => ({
  id: s.app.app.id,
  name: s.app.app.info.name,
  applicantType: s.app.app.applicantType,
  batch: { id: s.app.batch.id, name: s.app.batch.name, quota: s.app.batch.quota },
  status: s.app.inst.status,
  step: s.app.inst.currentStep,
  experts: s.experts.length,
  scored: s.scores.length,
  aggregate: s.aggregate,
  finished: s.finished,
  rank: rank ? { ...rank, of: rankedOf } : null,
});

/**
 * The staff's list of applications of one applicant type that reached scoring: how many experts
 * scored, the aggregate and the rank in the batch. Best ranked first within each batch.
 */
export async function scoreList(
  db: TExec,
  opts: { applicantType: 'person' | 'org'; batchId?: number; page: number; limit: number },
) {
  const apps = await scoringApplications(db, { applicantType: opts.applicantType, batchId: opts.batchId });
  const scored = await scoredOf(db, apps);
  const ranks = ranksOf(scored);
  const rankedIn = (batchId: number) =>
    scored.filter((s) => s.app.batch.id === batchId && ranks.has(s.app.app.id)).length;
  const rows = scored
    .map((s) => presentRow(s, ranks.get(s.app.app.id), rankedIn(s.app.batch.id)))
    .sort(
      (a, b) =>
        b.batch.id - a.batch.id || (a.rank?.rank ?? Infinity) - (b.rank?.rank ?? Infinity) || a.id - b.id,
    );
  const start = (opts.page - 1) * opts.limit;
  return { rows: rows.slice(start, start + opts.limit), total: rows.length };
}

/**
 * One application's scores for staff (g060103 / g060106 detail): every expert's scores per
 * criterion, weighted total and comment, the experts still to score, the aggregate and the rank
 * in the batch against its quota. Each screen reads only its applicant type.
 */
export async function scoreDetail(db: TExec, user: TSessionUser, id: number) {
  const row = await applicationById(db, id);
  if (!row || !hasPermiOr([...user.permissions], [PERM_OF[row.app.applicantType]]))
    throw notFound('programScoring.application.notFound');
  const batch = await scoredOf(db, await scoringApplications(db, { batchId: row.batch.id }));
  const ranks = ranksOf(batch);
  const self = batch.find((s) => s.app.app.id === id) ?? (await scoredOf(db, [row]))[0]!;
  const scoredBy = new Set(self.scores.map((s) => s.score.expertId));
  return {
    ...presentRow(self, ranks.get(id), batch.filter((s) => ranks.has(s.app.app.id)).length),
    category: row.batch.category,
    sheet: self.scores[0]?.score.sheet ?? null,
    scores: self.scores.map(({ score, expertName }: { score: TScoreRow; expertName: string }) => ({
      expertId: score.expertId,
      expertName,
      scores: score.scores,
      total: score.total,
      comment: score.comment,
      scoredAt: score.createdAt.toISOString(),
    })),
    pending: self.experts.filter((e) => !scoredBy.has(e.id)),
  };
}
