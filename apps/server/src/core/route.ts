import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TAuditAction, TAuditObjectKind, TLocale, TPermission } from '@rcwb/shared';
import type { TSessionUser } from './session-user';

/** Who may call a route. Every route declares one; a test fails on any route without it. */
export type TGuard =
  { kind: 'public' } | { kind: 'auth' } | { kind: 'perm'; any: string[] } | { kind: 'role'; any: string[] };

export const guard = {
  public: { kind: 'public' } as const,
  auth: { kind: 'auth' } as const,
  /** Any of the permissions (SPEC §6 any-of; `*:*:*` passes); only names the screen manifest declares. */
  perm: (...any: TPermission[]) => ({ kind: 'perm', any }) as const,
  /** Any of the roles (`admin` passes). */
  role: (...any: string[]) => ({ kind: 'role', any }) as const,
};

/** A limit is a number, or read at each call (a run-time parameter an administrator may change). */
type TLimit = number | (() => number);
export type TRateLimit = { max: TLimit; timeWindow: string; signedInMax?: TLimit };

/** Body limits (bytes of the request body as sent: the encrypted envelope is hex, twice the text). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
export const ANONYMOUS_BODY_LIMIT = 16 * 1024;
/** Rich text from the editor (200,000 characters at most) as the encrypted envelope carries it. */
export const RICH_TEXT_BODY_LIMIT = 2 * 1024 * 1024;
/** Deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32;
/**
 * How deep any public list can be paged (rows), as the job search: the cost of an OFFSET grows
 * with it, and nobody reads past the first thousand results of a list.
 */
export const MAX_PUBLIC_RESULT_WINDOW = 1_000;

export const describeGuard = (g: TGuard): string =>
  g.kind === 'perm' || g.kind === 'role' ? `${g.kind}:${g.any.join('|')}` : g.kind;

export type TRouteContext<I, P, U extends TSessionUser | null> = {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The decrypted, schema-checked params (GET/DELETE) or body (POST/PUT). */
  input: I;
  /** Schema-checked path parameters. */
  params: P;
  user: U;
  locale: TLocale;
  t: (key: string, params?: Record<string, string | number>) => string;
};

type TUserFor<G extends TGuard> = G extends { kind: 'public' } ? TSessionUser | null : TSessionUser;

/** An audited route's own account of its action and object (see TRouteDef.audit). */
export type TAuditDeclaration = { action?: TAuditAction; kind?: TAuditObjectKind | null };

export type TRouteDef<I = unknown, P = unknown, G extends TGuard = TGuard> = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  guard: G;
  input?: z.ZodType<I>;
  params?: z.ZodType<P>;
  /** Extra absolute paths outside /api that serve the same route (e.g. '/upload/upload'). */
  aliases?: string[];
  /** Skip the wire cipher (multipart uploads; SPEC §7 exemption). */
  raw?: boolean;
  /**
   * Per-IP limit for sensitive public calls, e.g. `{ max: 30, timeWindow: '1 minute' }`. With
   * `signedInMax`, a signed-in caller is counted by account instead, up to that many calls.
   */
  rateLimit?: TRateLimit;
  /**
   * Largest body the route takes, in bytes, from anyone who may call it (signed in or not). Without
   * it a signed-in caller may send DEFAULT_BODY_LIMIT and an anonymous one ANONYMOUS_BODY_LIMIT;
   * only routes whose input can be larger (rich text, long descriptions) declare more.
   */
  bodyLimit?: number;
  /**
   * The same answers are given to many callers (public, cached reads): their envelope texts,
   * plain and encrypted, are kept by answer object (core/envelope-memo.ts), their decrypted
   * queries by query text. Never for answers that hold one user's data.
   */
  repeatedAnswers?: boolean;
  /**
   * Answers a user who must change their password first (sign-out, user info, the change itself);
   * every other signed-in route refuses them.
   */
  beforePasswordChange?: boolean;
  /** A read that lands in the operation log like a write (reads of secrets, e.g. the SMS outbox). */
  audited?: boolean;
  /**
   * What the operation log says the call did, where the url does not say it: the action, and the
   * kind of object (null: none). Derived from the url otherwise (modules/audit/audit-sentences.ts).
   */
  audit?: TAuditDeclaration;
  /** Returns the envelope's data, a `page(rows, total)`, or the reply itself when it sent bytes. */
  handler: (ctx: TRouteContext<I, P, TUserFor<G>>) => Promise<unknown>;
};

/** Declares a route with its types inferred from the schemas and guard. */
export function route<I = Record<string, never>, P = Record<string, never>, G extends TGuard = TGuard>(
  def: TRouteDef<I, P, G>,
): TRouteDef<I, P, G> {
  return def;
}

/**
 * A page of rows: becomes `{ code, msg, rows, total }`, with `extra`'s fields beside them (a public
 * list's code names, ADR 0027).
 */
export class Page<T> {
  constructor(
    readonly rows: T[],
    readonly total: number,
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {}
}
export const page = <T>(rows: T[], total: number, extra?: Readonly<Record<string, unknown>>) =>
  new Page(rows, total, extra);
