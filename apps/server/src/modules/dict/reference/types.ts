/** A dictionary entry as authored in the data files; trees nest their children. */
export type TDictNode = {
  value: string;
  zh: string;
  en: string;
  /** Tag colour in lists (default/primary/success/info/warning/danger); absent = plain text. */
  listClass?: string;
  cssClass?: string;
  children?: TDictNode[];
};

/** One dictionary type with its entries, seeded as reference data. */
export type TDictData = { type: string; nameZh: string; nameEn: string; entries: TDictNode[] };

/** Flat entries from `[value, zh, en, listClass?]` rows. */
export const flat = (rows: [string, string, string, string?][]): TDictNode[] =>
  rows.map(([value, zh, en, listClass]) => (listClass ? { value, zh, en, listClass } : { value, zh, en }));
