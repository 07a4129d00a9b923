import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TLocale } from '@rcwb/shared';
import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { asksEncrypted } from '../../core/wire-reply';
import { dictServiceOf } from './dict.service';

/** Dictionary type names: lower-case identifiers such as `area` or `job_category`. */
export const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const ZDictType = z.string().regex(DICT_TYPE_PATTERN);
const MAX_TYPES = 100;

const ZTypeParams = z.object({ type: ZDictType });

/** Entry values such as area codes: short, without the list separator. */
const ZDictValue = z.string().regex(/^[\w.-]{1,64}$/);
const MAX_VALUES = 200;

/**
 * Optional narrowing of one type's entries, so that a page naming a few places does not fetch
 * thousands: `values` (comma-separated) gives those entries and their ancestors (a district
 * with its city and province); `parent` gives the entries directly under one value.
 */
const ZEntriesInput = z.object({
  values: z
    .string()
    .max(MAX_VALUES * 65)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(ZDictValue).min(1).max(MAX_VALUES))
    .optional(),
  parent: ZDictValue.optional(),
});

/** `dictTypes` as a list, or as one comma-separated string (what query-string clients send). */
const ZListAllInput = z.object({
  dictTypes: z
    .union([
      z.array(ZDictType).max(MAX_TYPES),
      z
        .string()
        .max(MAX_TYPES * 65)
        .transform((s) =>
          s
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
        )
        .pipe(z.array(ZDictType).max(MAX_TYPES)),
    ])
    .optional(),
});

/**
 * Dictionaries change rarely and every screen reads them, but an administrator's edit must reach
 * a browser that already holds the answer at once. So an answer is never used unchecked: it
 * carries an ETag of its content (per language and wire form, the headers caches vary on) and
 * `no-cache`, and a browser or proxy asking again with that tag gets an empty 304 until the
 * content changes. Called once the data is read, so an error answer is never cached.
 */
function cached(req: FastifyRequest, reply: FastifyReply, locale: TLocale, data: unknown): unknown {
  const digest = createHash('sha1')
    .update(`${locale}\0${asksEncrypted(req) ? 'sm4' : 'plain'}\0`)
    .update(JSON.stringify(data))
    .digest('base64url');
  // Weak: an encrypted answer's bytes differ each time while its content is the same.
  const tag = `W/"${digest}"`;
  reply.header('cache-control', 'public, no-cache');
  reply.header('etag', tag);
  reply.header('vary', 'accept-language, restype');
  const asked = String(req.headers['if-none-match'] ?? '')
    .split(',')
    .map((v) => v.trim().replace(/^W\//, ''));
  if (asked.includes(tag.slice(2)) || asked.includes('*')) return reply.code(304).send();
  return data;
}

export const dictRoutes = (deps: TDeps) => {
  const dicts = dictServiceOf(deps.db);
  return [
    route({
      method: 'GET',
      url: '/web-auth/dict/listAll',
      guard: guard.public,
      input: ZListAllInput,
      handler: async ({ req, input, locale, reply }) =>
        cached(req, reply, locale, await dicts.listAll(input.dictTypes, locale)),
    }),
    route({
      method: 'GET',
      url: '/web-auth/dict/type/:type',
      guard: guard.public,
      params: ZTypeParams,
      input: ZEntriesInput,
      handler: async ({ req, params, input, locale, reply }) =>
        cached(req, reply, locale, await dicts.entries(params.type, locale, input)),
    }),
    route({
      method: 'GET',
      url: '/web-auth/dict/handleDictsTree/:type',
      guard: guard.public,
      params: ZTypeParams,
      // `root`: only the part below one entry (the portal region's cities and districts).
      input: z.object({ root: ZDictValue.optional() }),
      handler: async ({ req, params, input, locale, reply }) =>
        cached(req, reply, locale, await dicts.tree(params.type, locale, input.root)),
    }),
  ];
};
