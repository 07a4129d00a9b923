export type { DictEntry, DictNarrowing, DictTreeNode } from './api/get-dict';
export { dictQuery, dictTreeQuery } from './api/get-dict';
export { useDict, useDicts, useDictsState } from './hooks/use-dict';
export { type DictPath, keepingDictNames, useDictNames } from './hooks/use-dict-names';
export { useDictTree } from './hooks/use-dict-tree';
export { placeName, usePlaceNames } from './hooks/use-place-names';
