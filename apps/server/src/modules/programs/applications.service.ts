import {
  PROGRAM_INFO_REQUIRED,
  ResultCode,
  type TMaterialFileKind,
  type TProgramApplicantInfo,
  type TProgramMaterialsForm,
} from '@rcwb/shared';
import { AppError, notFound, warning } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import { type TTx, isUniqueViolation } from '../../core/tx';
import { type TWorkflowDeps, openInstance, submitInstance, workflowView } from '../../core/workflow';
import type { TDb } from '../../db/client';
import { applicantProfile, applicantTypeOf } from './applicant-profile';
import { applicationLinks } from './application-links';
import {
  PROGRAM_APPLICATION_KIND,
  applicationFor,
  applicationsOf,
  insertApplication,
  lockOwnApplication,
  openBatches,
  ownApplication,
  ownFiles,
  updateApplication,
} from './applications.repository';
import { type TIneligibility, ineligibility } from './eligibility';
import { presentApplicationBatch } from './applications.presenter';
import { lockBatch } from './programs.repository';

function applicantType(user: TSessionUser) {
  const type = applicantTypeOf(user.userType);
  if (!type) throw warning('programs.application.notApplicant');
  return type;
}

/** The open batches of my kind, each with the reasons I cannot apply to it (none: I can). */
export async function batchesForMe(db: TDb, user: TSessionUser, today: string) {
  const type = applicantType(user);
  const [{ facts }, batches, mine] = await Promise.all([
    applicantProfile(db, user.accountId, type, today),
    openBatches(db, type),
    applicationsOf(db, user.accountId),
  ]);
  const applied = new Map(mine.map((m) => [m.app.batchId, m.app.id]));
  return batches.map((b) => ({
    ...presentApplicationBatch(b),
    applicationId: applied.get(b.id) ?? null,
    reasons: ineligibility(b, facts, today),
  }));
}

/** My applications with where each stands and its step timeline. */
export async function myApplications(db: TDb, user: TSessionUser) {
  applicantType(user);
  const rows = await applicationsOf(db, user.accountId);
  return Promise.all(
    rows.map(async (r) => ({
      id: r.app.id,
      batch: presentApplicationBatch(r.batch),
      status: r.status,
      updatedAt: r.app.updatedAt.toISOString(),
      view: (await workflowView(db, PROGRAM_APPLICATION_KIND, r.app.id))!,
    })),
  );
}

/** The refusal of an applicant who may not apply: the first reason, with all of them as data. */
const ineligible = (reasons: TIneligibility[]) =>
  new AppError(ResultCode.warning, reasons[0]!.key, reasons[0]!.params, { reasons });

/**
 * Starts my application to a batch as a draft, step 1 prefilled from my record, with its review
 * instance opened in the same transaction. One per applicant and batch: a second start (or two
 * at once, caught by the unique index) is told where the first one is.
 */
export async function startApplication(
  deps: TWorkflowDeps,
  user: TSessionUser,
  batchId: number,
  today: string,
) {
  const type = applicantType(user);
  const { db } = deps;
  const existing = await applicationFor(db, batchId, user.accountId);
  if (existing) throw new AppError(ResultCode.warning, 'programs.application.exists', undefined, existing);
  try {
    const id = await db.transaction(async (tx) => {
      const batch = await lockBatch(tx, batchId);
      if (!batch) throw notFound('programs.batch.notFound');
      const { facts, prefill } = await applicantProfile(tx, user.accountId, type, today);
      const reasons = ineligibility(batch, facts, today);
      if (reasons.length) throw ineligible(reasons);
      const app = await insertApplication(tx, {
        batchId,
        applicantId: user.accountId,
        applicantType: type,
        info: prefill,
      });
      await openInstance(tx, {
        kind: PROGRAM_APPLICATION_KIND,
        subjectId: app.id,
        applicantId: user.accountId,
        process: batch.process,
        title: batch.name,
        ...applicationLinks(type, app.id),
      });
      return app.id;
    });
    return applicationDetail(db, user, id);
  } catch (err) {
    if (isUniqueViolation(err, 'program_application_applicant_uq')) {
      const first = await applicationFor(db, batchId, user.accountId);
      throw new AppError(ResultCode.warning, 'programs.application.exists', undefined, first);
    }
    throw err;
  }
}

/** Only a draft or an application returned for changes is the applicant's to edit. */
const EDITABLE = new Set(['draft', 'returned']);

async function mine(db: TDb, user: TSessionUser, id: number) {
  applicantType(user);
  const row = await ownApplication(db, id, user.accountId);
  if (!row) throw notFound('programs.application.notFound');
  const view = (await workflowView(db, PROGRAM_APPLICATION_KIND, id))!;
  return { ...row, view };
}

/**
 * My application with its row locked until the transaction ends, if it is still mine to edit.
 * Saves and the submission's checks take turns on this lock: a save cannot slip in after the
 * checks passed, and a save that waited finds the application submitted and is refused.
 */
async function lockEditable(tx: TTx, user: TSessionUser, id: number) {
  applicantType(user);
  const row = await lockOwnApplication(tx, id, user.accountId);
  if (!row) throw notFound('programs.application.notFound');
  if (!EDITABLE.has(row.status)) throw warning('programs.application.notEditable');
  return row;
}

/** My application: the batch and its materials, both steps as saved, the review so far. */
export async function applicationDetail(db: TDb, user: TSessionUser, id: number) {
  const { app, batch, view } = await mine(db, user, id);
  const stored = await ownFiles(
    db,
    app.materials.map((m) => m.fileId),
    user.accountId,
  );
  const byId = new Map(stored.map((f) => [f.id, f]));
  return {
    id: app.id,
    applicantType: app.applicantType,
    batch: presentApplicationBatch(batch),
    info: app.info,
    materials: batch.materials.map((m) => {
      const f = byId.get(app.materials.find((x) => x.name === m.name)?.fileId ?? '');
      return { ...m, file: f ? { id: f.id, name: f.originalName, mime: f.mime, size: f.size } : null };
    }),
    declared: app.declared,
    editable: EDITABLE.has(view.status),
    createdAt: app.createdAt.toISOString(),
    updatedAt: app.updatedAt.toISOString(),
    view,
  };
}

export async function saveInfo(db: TDb, user: TSessionUser, id: number, info: TProgramApplicantInfo) {
  await db.transaction(async (tx) => {
    await lockEditable(tx, user, id);
    await updateApplication(tx, id, { info });
  });
  return applicationDetail(db, user, id);
}

/** Whether a stored file's type is one the material accepts (types come from the sniffed content). */
export function fitsKinds(mime: string, kinds: readonly TMaterialFileKind[]): boolean {
  if (mime === 'application/pdf') return kinds.includes('pdf');
  if (mime.startsWith('image/')) return kinds.includes('image');
  return kinds.includes('office');
}

/** Step 2: a file per material of the batch, each the applicant's own upload of a type it accepts. */
export async function saveMaterials(db: TDb, user: TSessionUser, id: number, form: TProgramMaterialsForm) {
  await db.transaction(async (tx) => {
    const { batch } = await lockEditable(tx, user, id);
    const chosen = form.files.filter((f): f is { name: string; fileId: string } => f.fileId !== null);
    const stored = new Map(
      (await ownFiles(tx, [...new Set(chosen.map((f) => f.fileId))], user.accountId)).map((f) => [f.id, f]),
    );
    for (const f of chosen) {
      const material = batch.materials.find((m) => m.name === f.name);
      if (!material) throw warning('programs.application.unknownMaterial', { name: f.name });
      const file = stored.get(f.fileId);
      if (!file) throw warning('programs.application.fileNotFound', { name: f.name });
      if (!fitsKinds(file.mime, material.kinds))
        throw warning('programs.application.fileKind', { name: f.name });
    }
    await updateApplication(tx, id, { materials: chosen, declared: form.declared });
  });
  return applicationDetail(db, user, id);
}

/** Facts that pass every term but the batch's window: what a first submission is checked against. */
const ANYONE = { education: null, birthDate: null, region: null, tiers: [], orgApproved: true } as const;
const WINDOW_REASONS = [
  'programs.eligibility.notOpen',
  'programs.eligibility.notYet',
  'programs.eligibility.closed',
];

/**
 * Submits (or resubmits after a return) into the batch's review process. A first submission needs
 * the batch still taking applications; a returned one goes back whatever the dates, since the
 * reviewers asked for it. Both need step 1 filled, every required material and the declaration.
 */
export async function submitApplication(deps: TWorkflowDeps, user: TSessionUser, id: number, today: string) {
  // Another's id is not found (before the engine would say whose it is). Only a submission
  // turns a draft into something else, so whether this is the first one is known here.
  const first = (await mine(deps.db, user, id)).view.status === 'draft';
  // The engine locks the review instance and checks it may be submitted; the checks of the
  // application then lock its row, as saves do.
  await submitInstance(deps, { kind: PROGRAM_APPLICATION_KIND, subjectId: id, actor: user }, async (tx) => {
    const { app, batch } = (await lockOwnApplication(tx, id, user.accountId))!;
    if (first) {
      const closed = ineligibility(batch, { ...ANYONE, type: app.applicantType }, today).filter((r) =>
        WINDOW_REASONS.includes(r.key),
      );
      if (closed.length) throw ineligible(closed);
    }
    if (PROGRAM_INFO_REQUIRED.some((k) => !app.info[k])) throw warning('programs.application.infoMissing');
    const stored = new Set(
      (
        await ownFiles(
          tx,
          app.materials.map((m) => m.fileId),
          user.accountId,
        )
      ).map((f) => f.id),
    );
    const lacking = batch.materials.find(
      (m) => m.required && !app.materials.some((x) => x.name === m.name && stored.has(x.fileId)),
    );
    if (lacking) throw warning('programs.application.materialMissing', { name: lacking.name });
    if (!app.declared) throw warning('programs.application.notDeclared');
  });
  return applicationDetail(deps.db, user, id);
}
