import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { SCREENS } from './manifest';
import type { TScreenDef } from './types';

/** The file the app's entry routes with, written from the manifest (`npm run docs:screens`). */
export const ROUTING_TABLE = 'packages/shared/src/screens/routing.generated.ts';

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const routeOf = (s: TScreenDef): string => {
  const parts = [s.path ?? ''];
  if (s.layout === 'layout' && s.parent) parts.push(s.parent);
  return `${quote(s.key)}: [${parts.map(quote).join(', ')}],`;
};

/**
 * routing.generated.ts as the manifest gives it: every entry's path and parent, and the
 * standalone screens' paths and permissions. Titles, roles, icons and buttons stay out: the
 * public pages' first load carries only what routing needs; the titles come with the back office.
 */
export async function renderRoutingTable(root: string): Promise<string> {
  const defs = SCREENS as readonly TScreenDef[];
  const standalone = defs.flatMap((s) =>
    s.layout === 'standalone'
      ? [
          `{ key: ${quote(s.key)}, path: ${quote(s.path)}, permissions: [${(s.permissions ?? []).map(quote).join(', ')}] },`,
        ]
      : [],
  );
  const text = [
    '// Generated from the screen manifest by `npm run docs:screens`: do not edit (a test compares it).',
    '',
    '/** Each manifest entry: its path under its parent (none: under the app) and its parent. */',
    'export const ROUTES: Readonly<Record<string, readonly [path: string, parent?: string]>> = {',
    ...defs.map(routeOf),
    '};',
    '',
    '/** The standalone screens: full path pattern and the permissions that open one (none: anyone signed in). */',
    'export const STANDALONE_ROUTES = [',
    ...standalone,
    '] as const;',
    '',
  ].join('\n');
  const file = path.join(root, ROUTING_TABLE);
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}
