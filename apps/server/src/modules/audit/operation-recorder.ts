import type { FastifyReply, FastifyRequest } from 'fastify';
import { WireFormatError } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import type { TCallRecorder } from '../../core/mount';
import { AppError } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import type { TAuditDeclaration } from '../../core/route';
import { insertOperation } from './audit.repository';
import { type TAuditDescription, describeAudited } from './audit-sentences';
import { nameOf } from './object-names';

const USER_AGENT_MAX = 512;
const PATH_MAX = 512;

/** Calls that change something; their outcome goes into the operation log. */
export const isAudited = (method: string): boolean =>
  method === 'POST' || method === 'PUT' || method === 'DELETE';

/** The area of a route: its first two fixed segments, e.g. `/system/user/:id/status` → `system/user`. */
export const moduleOf = (action: string): string =>
  action
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .slice(0, 2)
    .join('/');

/** The code a failed call answers with, as the error handler in app.ts sends it. */
const codeOf = (error: unknown): number =>
  error instanceof AppError
    ? error.code
    : error instanceof WireFormatError
      ? 400
      : ((error as { statusCode?: number }).statusCode ?? 500);

/** What is known about a finished write call. Never its body: see the operation_log table. */
export type TOperationEvent = {
  user: TSessionUser;
  method: string;
  /** The route's url pattern, without /api. */
  action: string;
  /** The url called; its query string (encrypted parameters) is dropped here. */
  url: string;
  ip: string;
  userAgent: string | undefined;
  code: number;
  durationMs: number;
  /** What the route does (null only for a route the url and declaration leave undescribed). */
  described: TAuditDescription | null;
  /** The object's id, from the path or the answer, and its name when the call was made. */
  objectId: string | null;
  objectName?: string | null;
};

/**
 * Writes the operation log row in the background: the answer never waits for it, and a failed
 * write is logged, never surfaced to the caller.
 */
export function recordOperation(deps: TDeps, e: TOperationEvent): void {
  const kind = e.described?.kind ?? null;
  const named =
    e.objectName !== undefined || !kind || !e.objectId
      ? Promise.resolve(e.objectName ?? null)
      : nameOf(deps.db, kind, e.objectId);
  named
    .then((objectName) =>
      insertOperation(deps.db, {
        accountId: e.user.accountId,
        username: e.user.username,
        module: moduleOf(e.action),
        action: e.action,
        method: e.method,
        path: e.url.split('?')[0]!.slice(0, PATH_MAX),
        ip: e.ip,
        userAgent: e.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        statusCode: e.code,
        durationMs: Math.max(0, Math.round(e.durationMs)),
        actionKey: e.described?.action ?? null,
        objectKind: kind,
        objectId: kind ? e.objectId : null,
        objectName,
      }),
    )
    .catch((err: unknown) => deps.log.warn({ err, action: e.action }, 'operation log not written'));
}

const descriptions = new Map<string, TAuditDescription | null>();

/** The route's action and object, worked out once per route. */
function describedRoute(method: string, url: string, declared?: TAuditDeclaration): TAuditDescription | null {
  const key = `${method} ${url}`;
  let d = descriptions.get(key);
  if (d === undefined) {
    d = describeAudited(method, url, declared);
    descriptions.set(key, d);
  }
  return d;
}

const idParam = (req: FastifyRequest): string | null => {
  const id = (req.params as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && id.length <= 64 ? id : null;
};

/** The id of what a create call made, when its answer carries one (`{ data: { id } }` or `{ data: id }`). */
const idInAnswer = (result: unknown): string | null => {
  const data = (result as { data?: unknown } | null)?.data;
  const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : data;
  return typeof id === 'number' && Number.isInteger(id) ? String(id) : null;
};

/**
 * Runs a write call and records its outcome: 200 when it answered, the refusal's code when it
 * threw (guard, validation, business rule), the HTTP status when it sent bytes with another one.
 * Duration is from the request's arrival.
 */
export async function auditWrite<T>(
  deps: TDeps,
  call: {
    req: FastifyRequest;
    reply: FastifyReply;
    user: TSessionUser;
    action: string;
    audit?: TAuditDeclaration;
  },
  run: () => Promise<T>,
): Promise<T> {
  const { req, reply } = call;
  const described = describedRoute(req.method, call.action, call.audit);
  // The object is named before the call: a deletion leaves nothing to name afterwards.
  let objectId = described?.idFrom === 'param' ? idParam(req) : null;
  const objectName =
    described?.kind && objectId ? await nameOf(deps.db, described.kind, objectId) : undefined;
  let code = 200;
  try {
    const result = await run();
    if (described?.idFrom === 'result') objectId = idInAnswer(result);
    return result;
  } catch (error) {
    code = codeOf(error);
    throw error;
  } finally {
    if (reply.sent && reply.statusCode !== 200) code = reply.statusCode;
    recordOperation(deps, {
      user: call.user,
      method: req.method,
      action: call.action,
      url: req.url,
      ip: req.ip,
      userAgent: req.headers['user-agent'],
      code,
      durationMs: reply.elapsedTime,
      described,
      objectId,
      objectName,
    });
  }
}

/** The operation log as core/mount.ts records calls (wired in app.ts). */
export const operationRecorder: TCallRecorder = { records: isAudited, record: auditWrite };
