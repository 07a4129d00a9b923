import type { FastifyReply, FastifyRequest } from 'fastify';
import { WireFormatError } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import type { TCallRecorder } from '../../core/mount';
import { AppError } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import { insertOperation } from './audit.repository';

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
};

/**
 * Writes the operation log row in the background: the answer never waits for it, and a failed
 * write is logged, never surfaced to the caller.
 */
export function recordOperation(deps: TDeps, e: TOperationEvent): void {
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
  }).catch((err: unknown) => deps.log.warn({ err, action: e.action }, 'operation log not written'));
}

/**
 * Runs a write call and records its outcome: 200 when it answered, the refusal's code when it
 * threw (guard, validation, business rule), the HTTP status when it sent bytes with another one.
 * Duration is from the request's arrival.
 */
export async function auditWrite<T>(
  deps: TDeps,
  call: { req: FastifyRequest; reply: FastifyReply; user: TSessionUser; action: string },
  run: () => Promise<T>,
): Promise<T> {
  const { req, reply } = call;
  let code = 200;
  try {
    return await run();
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
    });
  }
}

/** The operation log as core/mount.ts records calls (wired in app.ts). */
export const operationRecorder: TCallRecorder = { records: isAudited, record: auditWrite };
