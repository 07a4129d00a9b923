import fs from 'node:fs';
import path from 'node:path';
import { SCREENS, type TScreenKey, manifestPattern } from './manifest';
import type { TMenuScreenDef, TScreenDef } from './types';

/** The repository root, from this file (packages/shared/src/screens). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const SCREENS_DOC = 'docs/screens.md';

const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => `\`${text}\``;

/** The web file that serves a component key: apps/web/src/features/<area>/screens/<key>.tsx. */
function screenFile(root: string, component: string): string | undefined {
  const features = path.join(root, 'apps/web/src/features');
  for (const area of fs.readdirSync(features).sort()) {
    const file = path.join(features, area, 'screens', `${component}.tsx`);
    if (fs.existsSync(file)) return path.relative(root, file);
  }
  return undefined;
}

const groupOf = (s: TScreenDef, byKey: Map<string, TScreenDef>): string => {
  let at = s;
  while (at.layout === 'layout' && at.parent) at = byKey.get(at.parent)!;
  return at.layout === 'layout' ? at.key : 'standalone';
};

function openedBy(s: TScreenDef): string {
  if (s.layout === 'standalone')
    return s.permissions?.length ? s.permissions.map(code).join(' or ') : 'any signed-in user';
  if (s.type === 'M' && !s.roles.length) return 'whoever holds a screen inside';
  const roles = s.roles.join(', ');
  return s.perm ? `${roles} (${code(s.perm)})` : roles;
}

const buttonsOf = (s: TMenuScreenDef) =>
  (s.buttons ?? []).map((b) => `${b.titles.en} / ${b.titles['zh-CN']} ${code(b.perm)}`).join('<br>');

/** docs/screens.md as the manifest and the files of the repository give it. */
export function renderScreensDoc(root: string = REPO_ROOT): string {
  const screens = SCREENS as readonly TScreenDef[];
  const byKey = new Map(screens.map((s) => [s.key, s]));
  const lines = [
    '# Screens',
    '',
    '<!-- Generated from packages/shared/src/screens by `npm run docs:screens`; edit the manifest, not',
    'this file. A unit test fails when the committed file differs from what the script writes. -->',
    '',
    'Every route key of the back office and the standalone pages: its name in both languages, who',
    'opens it, its buttons, the web file that renders it and the server module whose API serves it.',
    'Roles are those of DOMAIN.md; `admin` opens every screen but the audit logs and the screens',
    "given to `person`, `org` or `expert` alone (an account's own pages stay out of the staff menu).",
  ];
  const groups = [...new Set(screens.map((s) => groupOf(s, byKey)))];
  for (const group of groups) {
    const head = byKey.get(group);
    const rows: string[] = [];
    for (const s of screens) {
      if (s === head || groupOf(s, byKey) !== group) continue;
      const file =
        s.layout === 'standalone'
          ? `apps/web/src/${s.module.file}`
          : s.component === 'InnerLink'
            ? `link ${s.link ?? ''}`
            : s.component
              ? (screenFile(root, s.component) ?? `missing: ${s.component}`)
              : '(menu directory)';
      const where = s.layout === 'layout' && s.link ? s.link : manifestPattern(s.key as TScreenKey);
      rows.push(
        `| ${[
          code(s.key),
          code(where),
          s.titles.en,
          s.titles['zh-CN'],
          openedBy(s),
          s.layout === 'layout' ? buttonsOf(s) : '',
          file.startsWith('apps/') ? code(file) : file,
          s.api ? code(`apps/server/src/modules/${s.api}`) : '',
        ]
          .map(cell)
          .join(' | ')} |`,
      );
    }
    lines.push(
      '',
      head
        ? `## ${head.key} ${head.titles.en} / ${head.titles['zh-CN']}`
        : '## Standalone screens (SPEC §2.2)',
      '',
      ...(rows.length
        ? [
            '| Route key | Path | English | 中文 | Opened by | Buttons | Screen file | API module |',
            '| --- | --- | --- | --- | --- | --- | --- | --- |',
            ...rows,
          ]
        : ['No screens yet.']),
    );
  }
  return `${lines.join('\n')}\n`;
}
