import { pinyin } from 'pinyin-pro';

/**
 * Chinese administrative suffixes and their English forms, longest first so 自治县 is not read
 * as 县. A name without a known suffix is spelt out whole.
 */
const SUFFIXES: [string, string][] = [
  ['自治县', 'Autonomous County'],
  ['自治州', 'Autonomous Prefecture'],
  ['自治旗', 'Autonomous Banner'],
  ['林区', 'Forest District'],
  ['地区', 'Prefecture'],
  ['新区', 'New Area'],
  ['区', 'District'],
  ['县', 'County'],
  ['市', 'City'],
  ['盟', 'League'],
  ['旗', 'Banner'],
];

const spell = (text: string) => {
  const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');
  return syllables.charAt(0).toUpperCase() + syllables.slice(1);
};

/**
 * A place's English name in the usual form: the pinyin of its proper name, then its kind
 * (鼓楼区 → "Gulou District", 闽侯县 → "Minhou County"). The bundled source has no English
 * names below the provinces, and searching in English needs one.
 */
export function placeNameEn(zh: string): string {
  const hit = SUFFIXES.find(([suffix]) => zh.endsWith(suffix) && zh.length > suffix.length);
  return hit ? `${spell(zh.slice(0, -hit[0].length))} ${hit[1]}` : spell(zh);
}
