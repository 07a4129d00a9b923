import crypto from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  WIRE,
  WireFormatError,
  decodeBody,
  decodeQuery,
  encodeResponseText,
  hasPermiOr,
  hasRoleOr,
  pickLocale,
  translate,
} from '@rcwb/shared';
import type { TDeps } from './deps';
import type { TDuplicateGuard } from './duplicate-guard';
import { createEnvelopeMemo } from './envelope-memo';
import { inCallScope } from './personal-data-reads';
import { createTextMemo } from './text-memo';
import { asksEncrypted, markEncrypted } from './wire-reply';
import { AppError, forbidden, unauthorized, warning } from './errors';
import {
  ANONYMOUS_BODY_LIMIT,
  DEFAULT_BODY_LIMIT,
  MAX_PUBLIC_RESULT_WINDOW,
  Page,
  type TAuditDeclaration,
  type TGuard,
  type TRateLimit,
  type TRouteDef,
} from './route';
import type { TSessionUser } from './session-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route declares its guard (see core/route.ts). */
    guard?: TGuard;
    /** Its answers repeat for many callers: their encryption is kept (core/route.ts). */
    repeatedAnswers?: boolean;
    /** Lands in the operation log, with what it says about its action (core/route.ts). */
    audit?: { audited: boolean; declared?: TAuditDeclaration };
  }
}

const bearer = (req: FastifyRequest): string | null => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() || null : null;
};

const sessionUsers = new WeakMap<FastifyRequest, Promise<TSessionUser | null>>();

/** Resolves the request's user once per request (routes and plugins share it). */
export function userOf(req: FastifyRequest, deps: TDeps): Promise<TSessionUser | null> {
  let user = sessionUsers.get(req);
  if (!user) {
    const token = bearer(req);
    user = token ? deps.authenticate(token, { ip: req.ip }) : Promise.resolve(null);
    sessionUsers.set(req, user);
  }
  return user;
}

const tooLarge = () => Object.assign(new Error('request body too large'), { statusCode: 413 });

/**
 * The body stream cut off past `limit` bytes with a 413: the framework's own limit is the route's,
 * this one is the smaller one of a caller without a session. A declared length over it is refused
 * before a byte is read.
 */
function capBody(req: FastifyRequest, payload: Readable, limit: number): Readable {
  const declared = req.headers['content-length'];
  if (declared !== undefined) {
    if (Number(declared) > limit) throw tooLarge();
    // The framework holds the body to its declared length.
    return payload;
  }
  if (req.method === 'GET' || req.method === 'HEAD') return payload;
  let seen = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(tooLarge());
      else done(null, chunk);
    },
  });
  payload.on('error', (err) => capped.destroy(err));
  return payload.pipe(capped);
}

/** A paged list's input: its page and page size. */
const pagingOf = (input: unknown): { page: number; limit: number } | null => {
  const i = input as { page?: unknown; limit?: unknown } | null | undefined;
  return typeof i?.page === 'number' && typeof i.limit === 'number' ? { page: i.page, limit: i.limit } : null;
};

/**
 * The rate limit's options: per address; with `signedInMax`, a signed-in caller is counted by
 * account (after the session is resolved, so a made-up token counts as anonymous).
 */
function rateLimitOptions(limit: TRateLimit, deps: TDeps) {
  const max = limitOf(limit.max);
  if (limit.signedInMax === undefined)
    return { max: typeof limit.max === 'number' ? limit.max : max, timeWindow: limit.timeWindow };
  const signedInMax = limitOf(limit.signedInMax);
  return {
    timeWindow: limit.timeWindow,
    hook: 'preParsing' as const,
    keyGenerator: async (req: FastifyRequest) => {
      const user = await userOf(req, deps);
      return user ? `account:${user.accountId}` : `ip:${req.ip}`;
    },
    max: async (req: FastifyRequest) => ((await userOf(req, deps)) ? signedInMax() : max()),
  };
}

/** A limit as a function read at each call, so a changed parameter counts from the next call. */
const limitOf = (limit: number | (() => number)) => (typeof limit === 'number' ? () => limit : limit);

/** The input schema is an object with a page and a page size (a paged list). */
function isPagedInput(schema: z.ZodType | undefined): boolean {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return !!shape && 'page' in shape && 'limit' in shape;
}

function checkGuard(guard: TGuard, user: TSessionUser | null): void {
  if (guard.kind === 'public') return;
  if (!user) throw unauthorized();
  if (guard.kind === 'perm' && !hasPermiOr(user.permissions, guard.any)) throw forbidden();
  if (guard.kind === 'role' && !hasRoleOr(user.roles, guard.any)) throw forbidden();
}

/**
 * Decrypts the request's input per the wire protocol; anything malformed is one generic 400.
 * `decodeQueryText` decodes a query's text (a memo of them for routes whose queries repeat).
 */
function decodeInput(req: FastifyRequest, deps: TDeps, decodeQueryText?: (text: string) => unknown): unknown {
  if (req.method === 'GET' || req.method === 'DELETE') {
    const reqData = (req.query as Record<string, unknown> | undefined)?.[WIRE.queryParam];
    if (reqData === undefined) return {};
    if (decodeQueryText && typeof reqData === 'string') return decodeQueryText(reqData);
    return decodeQuery(deps.cipher, reqData);
  }
  if (req.headers[WIRE.requestTypeHeader] !== WIRE.sm4) throw new WireFormatError('missing reqtype');
  return decodeBody(deps.cipher, req.body);
}

function parseWith<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return value as T;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(root)'))];
  throw new AppError(
    601,
    'validation',
    { fields: fields.join(', ') },
    {
      fields: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '(root)', i.message])),
    },
  );
}

const fingerprint = (req: FastifyRequest): string =>
  crypto
    .createHash('sha256')
    .update(`${req.method} ${req.url}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');

/**
 * Wraps the calls of signed-in users that it `records` (the operation log of modules/audit). Passed
 * in by app.ts: core stays below the modules and never imports one.
 */
export type TCallRecorder = {
  records(method: string): boolean;
  record<T>(
    deps: TDeps,
    call: {
      req: FastifyRequest;
      reply: FastifyReply;
      user: TSessionUser;
      action: string;
      audit?: TAuditDeclaration;
    },
    run: () => Promise<T>,
  ): Promise<T>;
};

export type TMountOptions = { duplicates: TDuplicateGuard; recorder?: TCallRecorder };

/** Registers route definitions under /api with guard, wire decoding, validation and envelope. */
export function mountRoutes(
  app: FastifyInstance,
  defs: TRouteDef<any, any, any>[], // eslint-disable-line @typescript-eslint/no-explicit-any
  deps: TDeps,
  options: TMountOptions,
): void {
  for (const def of defs) {
    for (const url of [`/api${def.url}`, ...(def.aliases ?? [])]) mountOne(app, def, url, deps, options);
  }
}

function mountOne(
  app: FastifyInstance,
  def: TRouteDef<any, any, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  url: string,
  deps: TDeps,
  { duplicates, recorder }: TMountOptions,
): void {
  // A route whose answers repeat is asked the same queries again and again: their decrypted
  // text is kept (the query's cipher is about a tenth of a cached answer's CPU) and so is the
  // envelope text of each answer it gives again. Only for routes that validate their input: the
  // decoded query is then only read (validation builds the input anew), so callers may share it.
  const envelopeText = def.repeatedAnswers
    ? createEnvelopeMemo((text) => encodeResponseText(deps.cipher, text))
    : undefined;
  const decodeQueryText =
    def.repeatedAnswers && def.input
      ? createTextMemo(
          (text) => decodeQuery(deps.cipher, text),
          2_000_000,
          (text) => 2 * text.length,
        )
      : undefined;
  const answer = async (req: FastifyRequest, reply: FastifyReply, user: TSessionUser | null) => {
    const locale = pickLocale(req.headers['accept-language']);
    checkGuard(def.guard, user);
    if (user?.mustChangePassword && def.guard.kind !== 'public' && !def.beforePasswordChange)
      throw warning('auth.passwordChangeRequired');
    const raw = def.raw ? {} : decodeInput(req, deps, decodeQueryText);
    const input = def.raw ? undefined : parseWith(def.input, raw);
    // Every public list is paged no deeper than the job search (core/route.ts).
    const paging = def.guard.kind === 'public' ? pagingOf(input) : null;
    if (paging && (paging.page - 1) * paging.limit >= MAX_PUBLIC_RESULT_WINDOW)
      throw warning('pageTooDeep', { max: MAX_PUBLIC_RESULT_WINDOW });
    const params = parseWith(def.params, req.params);
    const isWrite = req.method === 'POST' || req.method === 'PUT';
    if (isWrite && user && !def.raw && req.headers.repeatsubmit !== 'false') {
      if (await duplicates.isDuplicate(user.sessionId, fingerprint(req))) throw warning('repeatSubmit');
    }
    const t = (key: string, p?: Record<string, string | number>) => translate(locale, key, p);
    const result = await def.handler({ req, reply, input, params, user, locale, t });
    if (result === reply || reply.sent) return reply;
    if (result instanceof Page)
      return { ...result.extra, code: 200, msg: t('ok'), rows: result.rows, total: result.total };
    if (envelopeText && typeof result === 'object' && result !== null) {
      // Sent as it is: a string with its type set is neither serialised nor encrypted again.
      const encrypted = asksEncrypted(req);
      if (encrypted) markEncrypted(reply);
      else reply.type('application/json; charset=utf-8');
      return envelopeText(result, t('ok'), encrypted);
    }
    return { code: 200, msg: t('ok'), data: result ?? null };
  };
  // Public lists without a limit of their own get the default one of public lists.
  const rateLimit: TRateLimit | undefined =
    def.rateLimit ??
    (def.guard.kind === 'public' && def.method === 'GET' && isPagedInput(def.input)
      ? {
          max: deps.config.publicRatePerMinute,
          signedInMax: deps.config.publicRatePerMinute * 4,
          timeWindow: '1 minute',
        }
      : undefined);
  {
    app.route({
      method: def.method,
      url,
      // The framework refuses a larger body while reading it; a caller without a session is held
      // to the smaller anonymous limit below, before a byte is parsed.
      bodyLimit: def.bodyLimit ?? DEFAULT_BODY_LIMIT,
      config: {
        guard: def.guard,
        repeatedAnswers: def.repeatedAnswers,
        audit: {
          audited: !!recorder && (!!def.audited || recorder.records(def.method)),
          declared: def.audit,
        },
        ...(rateLimit ? { rateLimit: rateLimitOptions(rateLimit, deps) } : {}),
      },
      // Who calls is known before the body is read: a route a caller without a session may not
      // call refuses them at once, and one they may call takes only a small body from them, so
      // an anonymous caller cannot make the server parse megabytes (docs/security/transport.md).
      preParsing: async (req, _reply, payload) => {
        const user = await userOf(req, deps);
        if (user) return payload;
        if (def.guard.kind !== 'public') throw unauthorized();
        return def.bodyLimit === undefined ? capBody(req, payload, ANONYMOUS_BODY_LIMIT) : payload;
      },
      handler: async (req, reply) => {
        const user = await userOf(req, deps);
        // Reads of personal data are logged with the caller and screen (core/personal-data-reads.ts).
        return inCallScope({ req, user, route: def.url }, () => {
          // Writes of signed-in users land in the operation log (modules/audit), refusals included,
          // and so do the reads a route marks as audited.
          if (user && recorder && (def.audited || recorder.records(req.method)))
            return recorder.record(deps, { req, reply, user, action: def.url, audit: def.audit }, () =>
              answer(req, reply, user),
            );
          return answer(req, reply, user);
        });
      },
    });
  }
}
