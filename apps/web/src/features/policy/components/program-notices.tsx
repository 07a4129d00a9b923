import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LightPagination } from '@/components/pagination/light-pagination';
import { QueryState, kit } from '@/components/portal-kit';
import { programNoticesQuery } from '../api/program-notices';
import { formatReadableDate } from '@/lib/format/readable-date';

/**
 * Public notices (公示) of talent program results on the talent-policy page: who was chosen, for
 * which program and batch, and the notice period; nothing personal beyond the names.
 */
export function ProgramNotices() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(programNoticesQuery(page, i18n.language));
  return (
    <section aria-labelledby="program-notices" data-testid="program-notices">
      <h2 id="program-notices" className={kit.title}>
        {t('policy.notices.title')}
      </h2>
      <p className={kit.lead}>{t('policy.notices.lead')}</p>
      <QueryState query={query} isEmpty={(d) => d.rows.length === 0}>
        {(data) => (
          <>
            <ul className={kit.cards}>
              {data.rows.map((e) => (
                <li key={e.id} data-testid="program-notice">
                  <h3>{e.organisation ? `${e.name} · ${e.organisation}` : e.name}</h3>
                  <p>
                    {e.program} · {e.batch}
                  </p>
                  <p>
                    {t('policy.notices.period', {
                      from: formatReadableDate(e.publishedAt, i18n.language),
                      to: formatReadableDate(e.endsAt, i18n.language),
                    })}{' '}
                    · {t(`policy.notices.state.${e.state}`)}
                  </p>
                </li>
              ))}
            </ul>
            <LightPagination total={data.total} page={page} limit={10} onChange={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
