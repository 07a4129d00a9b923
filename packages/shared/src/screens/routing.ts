import type { TEntry, TPermission, TScreenKey, TStandaloneKey } from './manifest';
import { ROUTES, STANDALONE_ROUTES as GENERATED_STANDALONE } from './routing.generated';

/*
 * Routing by the manifest's keys, from the generated routing table (routing.generated.ts): what
 * the app's entry needs to build links and standalone routes, without the manifest's titles,
 * roles, icons and buttons (those load with the back office). The types still come from the
 * manifest, so a key, a path parameter or a permission it does not declare is a type error.
 */

/** The standalone screens' routes: key, full path pattern and the permissions that open them. */
export const STANDALONE_ROUTES: readonly {
  readonly key: TStandaloneKey;
  readonly path: string;
  readonly permissions: readonly TPermission[];
}[] = GENERATED_STANDALONE;

/**
 * The full path pattern of an entry under the app's base: a layout screen's parents' paths and
 * its own ('/g05/g050101/detail/:id/:title'); a standalone screen's own ('/g070102/info').
 */
export function screenPattern(key: TScreenKey): string {
  const parts: string[] = [];
  for (let route = ROUTES[key]; route;) {
    parts.unshift(route[0]);
    route = route[1] === undefined ? undefined : ROUTES[route[1]];
  }
  return `/${parts.filter(Boolean).join('/')}`;
}

type TPathOf<K extends TScreenKey> =
  Extract<TEntry, { key: K }> extends { readonly path: infer P extends string } ? P : '';
type TParamNames<P extends string> = P extends `${string}:${infer N}/${infer R}`
  ? N | TParamNames<R>
  : P extends `${string}:${infer N}`
    ? N
    : never;

/** Query parameters of a link; undefined values are left out. */
export type TScreenQuery = Readonly<Record<string, string | number | undefined>>;

/** Arguments after the key: the path's parameters when it has any (then required), and a query. */
export type TScreenPathArgs<K extends TScreenKey> = [TParamNames<TPathOf<K>>] extends [never]
  ? [params?: undefined, query?: TScreenQuery]
  : [params: Readonly<Record<TParamNames<TPathOf<K>>, string | number>>, query?: TScreenQuery];

/**
 * A link to a screen: `screenPath('g050103')` → '/g05/g050103';
 * `screenPath('g050102:edit', { id: 7 })` → '/g05/g050102/edit/7' (parameters are encoded);
 * `screenPath('g070102:info', undefined, { id: 7 })` → '/g070102/info?id=7'.
 */
export function screenPath<K extends TScreenKey>(key: K, ...[params, query]: TScreenPathArgs<K>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = screenPattern(key).replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`screenPath('${key}'): parameter '${name}' is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
