import '../i18n-scope';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { QueryState, RichTextView, kit } from '@/components/portal-kit';
import { formatReadableDate } from '@/lib/format/readable-date';
import { noticeQuery } from '../api/portal-home';
import { recordIdOf } from '@/lib/record-id';

/** /noticeDetail?id=: one published notice; a draft, withdrawn or unknown id is not found. */
export function NoticeDetailPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const id = recordIdOf(search);
  const valid = id > 0;
  const query = useQuery({ ...noticeQuery(id, i18n.language), enabled: valid });
  return (
    <div className={kit.page}>
      <p>
        <Link to="/notices">{t('notices.backToList')}</Link>
      </p>
      {valid ? (
        <QueryState query={query}>
          {(n) => (
            <article className={kit.panel} aria-labelledby="notice-title" data-testid="notice">
              <h1 id="notice-title" className={kit.title}>
                {n.title}
              </h1>
              {n.publishedAt && (
                <p className={kit.muted}>
                  {t('notices.published', { date: formatReadableDate(n.publishedAt, i18n.language) })}
                </p>
              )}
              <RichTextView html={n.body} />
            </article>
          )}
        </QueryState>
      ) : (
        <p className={kit.empty}>{t('portalKit.notFound')}</p>
      )}
    </div>
  );
}
