export type { DictEntry, DictTreeNode } from './api/get-dict';
export { dictQuery, dictTreeQuery } from './api/get-dict';
export { useDict, useDicts, useDictsState } from './hooks/use-dict';
export { useDictTree } from './hooks/use-dict-tree';
