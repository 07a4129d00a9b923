import crypto from 'node:crypto';
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
import { createTextMemo } from './text-memo';
import { asksEncrypted, markEncrypted } from './wire-reply';
import { AppError, forbidden, unauthorized, warning } from './errors';
import { Page, type TGuard, type TRouteDef } from './route';
import type { TSessionUser } from './session-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route declares its guard (see core/route.ts). */
    guard?: TGuard;
    /** Its answers repeat for many callers: their encryption is kept (core/route.ts). */
    repeatedAnswers?: boolean;
  }
}

const bearer = (req: FastifyRequest): string | null => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() || null : null;
};

/** Resolves the request's user once per request (routes and plugins share it). */
export async function userOf(req: FastifyRequest, deps: TDeps): Promise<TSessionUser | null> {
  const token = bearer(req);
  return token ? deps.authenticate(token, { ip: req.ip }) : null;
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
    call: { req: FastifyRequest; reply: FastifyReply; user: TSessionUser; action: string },
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
    const params = parseWith(def.params, req.params);
    const isWrite = req.method === 'POST' || req.method === 'PUT';
    if (isWrite && user && !def.raw && req.headers.repeatsubmit !== 'false') {
      if (duplicates.isDuplicate(user.sessionId, fingerprint(req))) throw warning('repeatSubmit');
    }
    const t = (key: string, p?: Record<string, string | number>) => translate(locale, key, p);
    const result = await def.handler({ req, reply, input, params, user, locale, t });
    if (result === reply || reply.sent) return reply;
    if (result instanceof Page) return { code: 200, msg: t('ok'), rows: result.rows, total: result.total };
    if (envelopeText && typeof result === 'object' && result !== null) {
      // Sent as it is: a string with its type set is neither serialised nor encrypted again.
      const encrypted = asksEncrypted(req);
      if (encrypted) markEncrypted(reply);
      else reply.type('application/json; charset=utf-8');
      return envelopeText(result, t('ok'), encrypted);
    }
    return { code: 200, msg: t('ok'), data: result ?? null };
  };
  {
    app.route({
      method: def.method,
      url,
      config: {
        guard: def.guard,
        repeatedAnswers: def.repeatedAnswers,
        ...(def.rateLimit ? { rateLimit: def.rateLimit } : {}),
      },
      handler: async (req, reply) => {
        const user = await userOf(req, deps);
        // Writes of signed-in users land in the operation log (modules/audit), refusals included,
        // and so do the reads a route marks as audited.
        if (user && recorder && (def.audited || recorder.records(req.method)))
          return recorder.record(deps, { req, reply, user, action: def.url }, () => answer(req, reply, user));
        return answer(req, reply, user);
      },
    });
  }
}
