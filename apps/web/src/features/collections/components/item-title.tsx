import { Tag } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';

/**
 * The title of a collected or visited item: a link to its public page, or a mark when the item
 * was withdrawn since (the row stays so it can be removed).
 */
export function ItemTitle({ item }: { item: { available: boolean; title: string; link: string } }) {
  const { t } = useTranslation();
  if (!item.available) return <Tag>{t('personJobs.unavailable')}</Tag>;
  return <Link to={item.link}>{item.title}</Link>;
}

/** The name of a kind of item (postings, organisations, policies, …). */
export function KindLabel({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return <>{t(`personJobs.kind.${kind}`, { defaultValue: kind })}</>;
}
