import type { Plugin } from 'vite';

const LOCALE_QUERY = /[?&]locale=([A-Za-z-]+)(?:&|$)/;
/**
 * The modules a `?locale=` module passes its language on to: catalogue files (the app's
 * `*.i18n.ts`, the shared package's message areas) and the lists of them in lib/i18n.
 */
const CATALOGUE_FILE =
  /(\.i18n\.ts|\/shared\/src\/messages\/(?!index\.|types\.)[\w-]+\.ts|\/src\/lib\/i18n\/(entry-messages|public-catalogues)\.ts)$/;
/** The two language keys of a catalogue (`defineCatalogue({ en: {…}, 'zh-CN': {…} })`). */
const LANGUAGE_KEYS = ['en', 'zh-CN'];

type TNode = {
  type: string;
  start: number;
  end: number;
  key?: TNode;
  value?: TNode | string;
  name?: string;
  computed?: boolean;
  properties?: TNode[];
  [field: string]: unknown;
};

const keyName = (property: TNode): string | undefined => {
  const key = property.key;
  if (!key || property.computed) return undefined;
  if (key.type === 'Identifier') return key.name;
  return typeof key.value === 'string' ? key.value : undefined;
};

/** Every object literal whose keys are exactly the two languages: a catalogue. */
function catalogueObjects(node: unknown, found: TNode[] = []): TNode[] {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const child of node) catalogueObjects(child, found);
    return found;
  }
  const n = node as TNode;
  if (n.type === 'ObjectExpression' && n.properties?.length === LANGUAGE_KEYS.length) {
    const keys = n.properties.map(keyName).sort();
    if (keys.every((k, i) => k === [...LANGUAGE_KEYS].sort()[i])) {
      found.push(n);
      return found;
    }
  }
  for (const [field, child] of Object.entries(n))
    if (field !== 'type' && typeof child === 'object') catalogueObjects(child, found);
  return found;
}

/** UTF-16 offset of each UTF-8 byte offset, for parsers that count bytes. */
const utf16Offsets = (code: string) => {
  const bytes = Buffer.byteLength(code);
  if (bytes === code.length) return (offset: number) => offset;
  const map = new Uint32Array(bytes + 1);
  let byte = 0;
  for (let i = 0; i < code.length; i++) {
    const unit = code.codePointAt(i)!;
    const width = unit < 0x80 ? 1 : unit < 0x800 ? 2 : unit < 0x10000 ? 3 : 4;
    for (let b = 0; b < width; b++) map[byte + b] = i;
    byte += width;
    if (unit >= 0x10000) i++;
  }
  map[bytes] = code.length;
  return (offset: number) => map[offset]!;
};

/**
 * `catalogue.ts?locale=en` is that catalogue module with every other language's strings left
 * empty, and the catalogues it imports are too: the public pages' first load bundles the active
 * language only, and the other one is fetched when the visitor switches (lib/i18n). The module
 * keeps its exports and its `{ en, 'zh-CN' }` shape, so its users read `catalogue[locale]` as
 * before.
 */
export function localeSplit(): Plugin[] {
  let countsBytes: boolean | undefined;
  // Resolving runs before Vite's own resolver; the split after TypeScript is compiled away.
  const resolving: Plugin = {
    name: 'rcwb-locale-split-resolve',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const locale = importer && LOCALE_QUERY.exec(importer)?.[1];
      if (!locale) return null;
      const resolved = await this.resolve(source, importer.replace(/\?.*$/, ''), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external || !CATALOGUE_FILE.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}?locale=${locale}` };
    },
  };
  const splitting: Plugin = {
    name: 'rcwb-locale-split',
    transform(code, id) {
      const locale = LOCALE_QUERY.exec(id)?.[1];
      if (!locale) return null;
      if (!LANGUAGE_KEYS.includes(locale)) this.error(`unknown locale "${locale}" in ${id}`);
      const objects = catalogueObjects(this.parse(code));
      if (objects.length === 0) return null;
      // Parsers differ on whether offsets count UTF-16 units or UTF-8 bytes: a probe tells which.
      countsBytes ??= catalogueObjects(this.parse(`'中'; ({ en: {}, 'zh-CN': {} })`))[0]!.start !== 6;
      const toIndex = countsBytes ? utf16Offsets(code) : (offset: number) => offset;
      const cuts = objects
        .flatMap((object) => object.properties!.filter((p) => keyName(p) !== locale))
        .map((property) => property.value as TNode)
        .map((value) => [toIndex(value.start), toIndex(value.end)] as const)
        .sort((a, b) => b[0] - a[0]);
      let out = code;
      for (const [start, end] of cuts) {
        if (out[start] !== '{' || out[end - 1] !== '}')
          this.error(`${id}: a language is not an object literal`);
        out = `${out.slice(0, start)}{}${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
  return [resolving, splitting];
}
