import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { createDictService } from './dict.service';

/** Dictionary type names: lower-case identifiers such as `area` or `job_category`. */
export const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const ZDictType = z.string().regex(DICT_TYPE_PATTERN);
const MAX_TYPES = 100;

const ZTypeParams = z.object({ type: ZDictType });

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
 * Dictionaries change rarely: browsers and proxies may keep them five minutes. Labels follow
 * Accept-Language and the body is encrypted on request, so caches key on both headers. Called
 * once the data is read, so an error answer is never cached.
 */
function cacheable(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=300');
  reply.header('vary', 'accept-language, restype');
}

export const dictRoutes = (deps: TDeps) => {
  const dicts = createDictService(deps.db);
  return [
    route({
      method: 'GET',
      url: '/web-auth/dict/listAll',
      guard: guard.public,
      input: ZListAllInput,
      handler: async ({ input, locale, reply }) => {
        const data = await dicts.listAll(input.dictTypes, locale);
        cacheable(reply);
        return data;
      },
    }),
    route({
      method: 'GET',
      url: '/web-auth/dict/type/:type',
      guard: guard.public,
      params: ZTypeParams,
      handler: async ({ params, locale, reply }) => {
        const data = await dicts.entries(params.type, locale);
        cacheable(reply);
        return data;
      },
    }),
    route({
      method: 'GET',
      url: '/web-auth/dict/handleDictsTree/:type',
      guard: guard.public,
      params: ZTypeParams,
      handler: async ({ params, locale, reply }) => {
        const data = await dicts.tree(params.type, locale);
        cacheable(reply);
        return data;
      },
    }),
  ];
};
