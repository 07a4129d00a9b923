import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TExec } from '../../core/tx';
import { programReferences, talentServiceRules, talentTierRules } from '../../db/schema';
import { SERVICE_RULES, TIER_RULES } from './talent-services.rules';

export type TTierRule = {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  sort: number;
  criteria: string;
  validityYears: number;
  evidence: string[];
};

export type TServiceRule = {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  sort: number;
  tiers: string[];
  amountCap: number | null;
  periodMonths: number | null;
  materials: string[];
};

const ref = {
  id: programReferences.id,
  code: programReferences.code,
  nameZh: programReferences.nameZh,
  nameEn: programReferences.nameEn,
  sort: programReferences.sort,
};

/** The enabled tiers open to recognition, with their criteria, in the staff's order. */
export const tierRules = (db: TExec): Promise<TTierRule[]> =>
  db
    .select({
      ...ref,
      criteria: talentTierRules.criteria,
      validityYears: talentTierRules.validityYears,
      evidence: talentTierRules.evidence,
    })
    .from(talentTierRules)
    .innerJoin(programReferences, eq(programReferences.id, talentTierRules.referenceId))
    .where(and(eq(programReferences.kind, 'tier'), eq(programReferences.enabled, true)))
    .orderBy(asc(programReferences.sort), asc(programReferences.id));

/** The enabled service types with their rules, in the staff's order. */
export const serviceRules = (db: TExec): Promise<TServiceRule[]> =>
  db
    .select({
      ...ref,
      tiers: talentServiceRules.tiers,
      amountCap: talentServiceRules.amountCap,
      periodMonths: talentServiceRules.periodMonths,
      materials: talentServiceRules.materials,
    })
    .from(talentServiceRules)
    .innerJoin(programReferences, eq(programReferences.id, talentServiceRules.referenceId))
    .where(and(eq(programReferences.kind, 'service-type'), eq(programReferences.enabled, true)))
    .orderBy(asc(programReferences.sort), asc(programReferences.id));

export const tierRule = async (db: TExec, code: string) => (await tierRules(db)).find((r) => r.code === code);
export const serviceRule = async (db: TExec, code: string) =>
  (await serviceRules(db)).find((r) => r.code === code);

/** Every tier and service type by id, enabled or not: applications keep naming disabled ones. */
export async function referenceNames(db: TExec, ids: number[]) {
  if (!ids.length) return new Map<number, { code: string; nameZh: string; nameEn: string }>();
  const rows = await db.select(ref).from(programReferences).where(inArray(programReferences.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Writes the starting rules of the reference rows that have none yet (every start; idempotent). */
export async function insertRulesIfMissing(db: TExec) {
  const kinds = await db
    .select({ id: programReferences.id, kind: programReferences.kind, code: programReferences.code })
    .from(programReferences);
  const idOf = (kind: 'tier' | 'service-type', code: string) =>
    kinds.find((k) => k.kind === kind && k.code === code)?.id;
  const tiers = TIER_RULES.flatMap((r) => {
    const id = idOf('tier', r.code);
    return id
      ? [{ referenceId: id, criteria: r.criteria, validityYears: r.validityYears, evidence: r.evidence }]
      : [];
  });
  const services = SERVICE_RULES.flatMap((r) => {
    const id = idOf('service-type', r.code);
    return id
      ? [
          {
            referenceId: id,
            tiers: r.tiers,
            amountCap: r.amountCap,
            periodMonths: r.periodMonths,
            materials: r.materials,
          },
        ]
      : [];
  });
  if (tiers.length) await db.insert(talentTierRules).values(tiers).onConflictDoNothing();
  if (services.length) await db.insert(talentServiceRules).values(services).onConflictDoNothing();
}
