import { useDict } from '@/lib/dict';
import { DictTag, type DictTagProps } from './dict-tag';

/** DictTag that loads its dictionary by type (cached per type). */
export function DictValue({ type, ...props }: Omit<DictTagProps, 'options'> & { type: string }) {
  const { entries } = useDict(type);
  return <DictTag options={entries} {...props} />;
}
