import {
  TALENT_SERVICE_KIND,
  type TLocale,
  type TServiceRequestApply,
  type TServiceRequestForm,
  type TSubsidyPayment,
  type TTalentReviewAct,
  screenPath,
} from '@rcwb/shared';
import { eq } from 'drizzle-orm';
import { notFound, warning } from '../../core/errors';
import { recordPersonalDataRead } from '../../core/personal-data-reads';
import type { TSessionUser } from '../../core/session-user';
import { type TExec, isUniqueViolation, readAll } from '../../core/tx';
import { type TWorkflowDeps, act, workflowView } from '../../core/workflow';
import type { TDb } from '../../db/client';
import { talentServiceRules } from '../../db/schema';
import { heldTiers } from './recognitions.service';
import { referenceNames, serviceRule, serviceRules, tierRules } from './rules.repository';
import { applyAndSubmit, editable, resubmitWith } from './talent-services.common';
import { materialsView, presentRequestRow } from './talent-services.presenter';
import { SERVICE_PROCESS } from './talent-services.processes';
import {
  type TStaffFilter,
  insertPayment,
  insertRequest,
  lockRequest,
  ownFiles,
  paymentsOf,
  requestById,
  requestPage,
  requestUnderWay,
  requestsOf,
  updateRequest,
} from './talent-services.repository';

type THeld = Awaited<ReturnType<typeof heldTiers>>;

/** The held recognition that opens a service of these tiers (the longest-lasting one), if any. */
const opening = (held: THeld, tiers: readonly string[]) => held.find((h) => tiers.includes(h.tier.code));

/** The service types with their rules, each saying whether the person may ask for it now. */
export async function serviceTypesFor(db: TDb, user: TSessionUser, day: string) {
  const [rules, held, mine] = await Promise.all([
    serviceRules(db),
    heldTiers(db, user.accountId, day),
    requestsOf(db, user.accountId),
  ]);
  return rules.map((r) => ({
    code: r.code,
    nameZh: r.nameZh,
    nameEn: r.nameEn,
    tiers: r.tiers,
    amountCap: r.amountCap,
    periodMonths: r.periodMonths,
    materials: r.materials,
    eligible: opening(held, r.tiers) !== undefined,
    underWay:
      mine.find((m) => m.row.typeId === r.id && ['submitted', 'in-review', 'returned'].includes(m.status))
        ?.row.id ?? null,
  }));
}

async function ruleOf(db: TExec, typeId: number) {
  const [rule] = await db.select().from(talentServiceRules).where(eq(talentServiceRules.referenceId, typeId));
  return rule ?? null;
}

type TRequestFound = NonNullable<Awaited<ReturnType<typeof requestById>>>;

/** A request as its applicant and the reviewers see it: the type's rules, the form, grant and payments. */
export async function presentRequest(db: TExec, found: TRequestFound) {
  const req = found.row;
  const fileIds = req.materials.map((m) => m.fileId);
  const [refs, rule, stored, payments, view] = await readAll(db, [
    () => referenceNames(db, [req.typeId]),
    () => ruleOf(db, req.typeId),
    () => ownFiles(db, fileIds, req.applicantId),
    () => paymentsOf(db, req.id),
    () => workflowView(db, TALENT_SERVICE_KIND, req.id),
  ]);
  return {
    ...presentRequestRow(found, refs),
    rule: {
      tiers: rule?.tiers ?? [],
      amountCap: rule?.amountCap ?? null,
      periodMonths: rule?.periodMonths ?? null,
    },
    reason: req.form.reason ?? '',
    contact: req.form.contact ?? '',
    materials: materialsView(rule?.materials ?? [], req.materials, stored),
    periodFrom: req.periodFrom,
    periodUntil: req.periodUntil,
    payments: payments.map((p) => ({ id: p.id, paidOn: p.paidOn, amount: p.amount, reference: p.reference })),
    paid: payments.reduce((sum, p) => sum + p.amount, 0),
    editable: editable(found.status),
    view: view!,
  };
}

export async function myRequests(db: TDb, user: TSessionUser) {
  const rows = await requestsOf(db, user.accountId);
  const refs = await referenceNames(db, [...new Set(rows.map((r) => r.row.typeId))]);
  return rows.map((r) => presentRequestRow(r, refs));
}

export async function myRequest(db: TDb, user: TSessionUser, id: number) {
  const found = await requestById(db, id, user.accountId);
  if (!found) throw notFound('talentServices.request.notFound');
  return presentRequest(db, found);
}

/**
 * Asks for a service and hands the request in. Refused, with the tiers that would open it, when
 * the person holds no valid recognised tier the type's rules allow; one under way per type.
 */
export async function requestService(
  deps: TWorkflowDeps,
  user: TSessionUser,
  input: TServiceRequestApply,
  day: string,
  locale: TLocale,
) {
  const { db } = deps;
  const rule = await serviceRule(db, input.type);
  if (!rule) throw warning('talentServices.type.notFound');
  const id = await applyAndSubmit(
    deps,
    user,
    {
      kind: TALENT_SERVICE_KIND,
      process: SERVICE_PROCESS,
      title: rule.nameZh,
      links: (reqId) => ({
        link: screenPath('g090301:detail', { id: reqId, type: rule.code }),
        reviewLink: screenPath('g090302:detail', { id: reqId, type: rule.code }),
      }),
    },
    { required: rule.materials, chosen: input.materials },
    {
      check: async (tx) => {
        const held = opening(await heldTiers(tx, user.accountId, day), rule.tiers);
        if (!held) {
          const names = await tierNames(tx, rule.tiers, locale);
          throw warning('talentServices.request.noTier', { tiers: names });
        }
        if (await requestUnderWay(tx, user.accountId, rule.id))
          throw warning('talentServices.request.pending');
        return held;
      },
      insert: (tx, materials, held) =>
        insertRequest(tx, {
          applicantId: user.accountId,
          typeId: rule.id,
          recognitionId: held.recognitionId,
          form: { reason: input.reason, contact: input.contact },
          materials,
        }),
    },
  );
  return myRequest(db, user, id);
}

/** The names of tier codes in the reader's language, as the refusal lists them. */
async function tierNames(db: TExec, codes: readonly string[], locale: TLocale) {
  const tiers = (await tierRules(db)).filter((t) => codes.includes(t.code));
  return tiers.map((t) => (locale === 'en' ? t.nameEn : t.nameZh)).join(locale === 'en' ? ', ' : '、');
}

export async function resubmitRequest(
  deps: TWorkflowDeps,
  user: TSessionUser,
  id: number,
  form: TServiceRequestForm,
) {
  const found = await requestById(deps.db, id, user.accountId);
  if (!found) throw notFound('talentServices.request.notFound');
  await resubmitWith(
    deps,
    user,
    { kind: TALENT_SERVICE_KIND, id, status: found.status },
    async (tx) => (await ruleOf(tx, found.row.typeId))?.materials ?? [],
    form.materials,
    (tx, materials) =>
      updateRequest(tx, id, { form: { reason: form.reason, contact: form.contact }, materials }),
  );
  return myRequest(deps.db, user, id);
}

export async function requestList(db: TDb, filter: TStaffFilter) {
  const { rows, total } = await requestPage(db, filter);
  const refs = await referenceNames(db, [...new Set(rows.map((r) => r.row.typeId))]);
  return { rows: rows.map((r) => presentRequestRow(r, refs)), total };
}

/** A request as reviewers see it; showing them the applicant's mobile is logged as a personal-data read. */
export async function requestForStaff(db: TDb, id: number) {
  const found = await requestById(db, id);
  if (!found || found.status === 'draft') throw notFound('talentServices.request.notFound');
  const shown = await presentRequest(db, found);
  await recordPersonalDataRead(
    { db },
    { subjectId: found.row.applicantId, kinds: ['mobile'], object: { type: 'talentService', id } },
  );
  return shown;
}

/**
 * A reviewer's decision at a step. Granting a subsidy needs its amount (within the type's cap)
 * and period, kept with the request in the decision's transaction; other services take none.
 */
export async function decideRequest(
  deps: TWorkflowDeps,
  user: TSessionUser,
  id: number,
  input: TTalentReviewAct,
) {
  const found = await requestById(deps.db, id);
  if (!found || found.status === 'draft') throw notFound('talentServices.request.notFound');
  const rule = await ruleOf(deps.db, found.row.typeId);
  const granting = input.step === 'grant' && input.action === 'approve';
  const grant = granting ? input.grant : null;
  if (granting) {
    if (rule?.amountCap != null) {
      if (!grant) throw warning('talentServices.grant.required');
      if (grant.amount > rule.amountCap)
        throw warning('talentServices.grant.overCap', { cap: rule.amountCap });
      if (grant.until < grant.from) throw warning('talentServices.grant.period');
    } else if (grant) throw warning('talentServices.grant.notSubsidy');
  }
  await act(
    deps,
    {
      kind: TALENT_SERVICE_KIND,
      subjectId: id,
      step: input.step,
      action: input.action,
      actor: user,
      opinion: input.opinion,
    },
    async (tx, r) => {
      if (grant && r.instance.status === 'approved')
        await updateRequest(tx, id, {
          grantedAmount: grant.amount,
          periodFrom: grant.from,
          periodUntil: grant.until,
        });
    },
  );
  return requestForStaff(deps.db, id);
}

/**
 * Records a payment of a granted subsidy. Payments of one request take turns on its row, so
 * together they never exceed the amount granted; a reference is recorded once.
 */
export async function recordPayment(db: TDb, user: TSessionUser, id: number, input: TSubsidyPayment) {
  try {
    await db.transaction(async (tx) => {
      const req = await lockRequest(tx, id);
      const found = req && (await requestById(tx, id));
      if (!req || !found || found.status === 'draft') throw notFound('talentServices.request.notFound');
      if (found.status !== 'approved' || req.grantedAmount === null)
        throw warning('talentServices.payment.notGranted');
      const paid = (await paymentsOf(tx, id)).reduce((sum, p) => sum + p.amount, 0);
      if (paid + input.amount > req.grantedAmount)
        throw warning('talentServices.payment.overGranted', { amount: req.grantedAmount });
      await insertPayment(tx, { requestId: id, ...input, recordedBy: user.accountId });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'talent_service_payment_reference_uq'))
      throw warning('talentServices.payment.referenceTaken');
    throw err;
  }
  return requestForStaff(db, id);
}
