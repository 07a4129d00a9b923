import { and, eq } from 'drizzle-orm';
import { programReferences, talentServiceRules, talentTierRules } from '../src/db/schema';
import { ownedFile } from './accounts-helpers';
import type { TTestApp } from './harness';
import type { caller } from './jobs-helpers';

type TApi = ReturnType<typeof caller>;

export type TTalentView = {
  status: string;
  step: { key: string } | null;
  returned: { step: string; opinion: string | null } | null;
  timeline: { action: string; actorName: string; opinion: string | null }[];
};
export type TRecognitionOut = {
  id: number;
  tier: { code: string };
  status: string;
  step: string | null;
  statement: string;
  evidence: { name: string; file: { id: string } | null }[];
  decidedTier: { code: string } | null;
  validFrom: string | null;
  validUntil: string | null;
  editable: boolean;
  view: TTalentView;
};
export type TRequestOut = {
  id: number;
  type: { code: string };
  status: string;
  step: string | null;
  grantedAmount: number | null;
  periodFrom: string | null;
  periodUntil: string | null;
  payments: { paidOn: string; amount: number; reference: string }[];
  paid: number;
  editable: boolean;
  view: TTalentView;
};

/** The evidence names a tier's rule asks for, as stored. */
export async function tierEvidence(t: TTestApp, code: string) {
  const [row] = await t.deps.db
    .select({ evidence: talentTierRules.evidence })
    .from(talentTierRules)
    .innerJoin(programReferences, eq(programReferences.id, talentTierRules.referenceId))
    .where(and(eq(programReferences.kind, 'tier'), eq(programReferences.code, code)));
  return row!.evidence;
}

export async function serviceMaterials(t: TTestApp, code: string) {
  const [row] = await t.deps.db
    .select({ materials: talentServiceRules.materials })
    .from(talentServiceRules)
    .innerJoin(programReferences, eq(programReferences.id, talentServiceRules.referenceId))
    .where(and(eq(programReferences.kind, 'service-type'), eq(programReferences.code, code)));
  return row!.materials;
}

/** One uploaded file of the owner per name. */
export async function filesFor(t: TTestApp, ownerId: number, names: readonly string[]) {
  const out = [];
  for (const name of names) out.push({ name, fileId: (await ownedFile(t, ownerId)).id });
  return out;
}

/** Applies for a tier with every piece of evidence it asks for. */
export async function applyFor(t: TTestApp, api: TApi, me: { id: number; token: string }, tier: string) {
  const evidence = await filesFor(t, me.id, await tierEvidence(t, tier));
  return api.post<TRecognitionOut>(
    '/talent-service/recognition',
    { tier, statement: '具有博士学位，在本市全职工作。', evidence },
    me.token,
  );
}

/** Asks for a service with every material it asks for. */
export async function askFor(t: TTestApp, api: TApi, me: { id: number; token: string }, type: string) {
  const materials = await filesFor(t, me.id, await serviceMaterials(t, type));
  return api.post<TRequestOut>(
    '/talent-service/service-request',
    { type, reason: '申请该项人才服务。', contact: '13800000001', materials },
    me.token,
  );
}

/** A reviewer's decision through the API. */
export const decide = (
  api: TApi,
  token: string,
  what: 'recognition' | 'service-request',
  id: number,
  body: Record<string, unknown>,
) => api.post<TRecognitionOut & TRequestOut>(`/talent-service/review/${what}/${id}/act`, body, token);
