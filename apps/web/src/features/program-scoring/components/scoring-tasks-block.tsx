import { Alert, Card, Empty, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { screenPath } from '@rcwb/shared';
import { formatReadableDateTime } from '@/lib/format/readable-date';
import { screenName } from '@/lib/screen-title';
import { useSession } from '@/stores/session-store';
import { TASKS_KEY, listTasks } from '../api/program-scoring';

/**
 * The expert's block on the home page (/index): how many applications wait for my scores, and
 * those due soonest, each opening its scoring form. Shown only to accounts holding the expert role.
 */
export function ScoringTasksBlock() {
  const { t, i18n } = useTranslation();
  const isExpert = useSession((s) => s.roles.includes('expert'));
  const query = useQuery({
    queryKey: [TASKS_KEY, 'home'],
    queryFn: ({ signal }) => listTasks({ state: 'todo', page: 1, limit: 5 }, signal),
    enabled: isExpert,
  });
  if (!isExpert) return null;
  let body;
  if (query.isError) body = <Alert type="error" showIcon title={t('landing.loadError')} />;
  else if (query.isPending) body = <Skeleton active />;
  else if (!query.data.rows.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('programScoringUi.block.empty')} />;
  else
    body = (
      <>
        {/* How many wait in all: the list shows the five due soonest. */}
        <p style={{ marginTop: 0 }} data-testid="scoring-tasks-waiting">
          {t('programScoringUi.block.waiting', { count: query.data.total })}
        </p>
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {query.data.rows.map((r) => (
            <li key={r.applicationId}>
              <Link to={screenPath('g060107:score', { id: r.applicationId })}>{r.name}</Link>
              {` · ${r.batch.name}`}
              {r.dueAt &&
                ` · ${t('programScoringUi.field.dueAt')} ${formatReadableDateTime(r.dueAt, i18n.language)}`}
              {r.overdue && ` · ${t('programScoringUi.overdue')}`}
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <section aria-labelledby="home-scoring-tasks" data-testid="home-scoring-tasks">
      <Card
        title={
          <h2 id="home-scoring-tasks" style={{ margin: 0, fontSize: 16 }}>
            {screenName('g060107')}
          </h2>
        }
        extra={<Link to={screenPath('g060107')}>{t('programScoringUi.block.more')}</Link>}
      >
        {body}
      </Card>
    </section>
  );
}
