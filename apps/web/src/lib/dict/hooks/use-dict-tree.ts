import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { type DictTreeNode, dictTreeQuery } from '../api/get-dict';
import { warnMissingDict } from './missing-dict';

const NONE: DictTreeNode[] = [];

/** A tree dictionary (area, industry, job category) by type, whole or below `root`. */
export function useDictTree(
  type: string | undefined,
  root?: string,
): { nodes: DictTreeNode[]; isPending: boolean } {
  const { i18n } = useTranslation();
  const query = useQuery({ ...dictTreeQuery(type ?? '', i18n.language, root), enabled: !!type });
  useEffect(() => {
    if (!type) return;
    if (query.isError) warnMissingDict(type, 'failed');
    else if (query.data?.length === 0) warnMissingDict(type, 'empty');
  }, [type, query.data, query.isError]);
  return { nodes: query.data ?? NONE, isPending: !!type && query.isPending };
}
