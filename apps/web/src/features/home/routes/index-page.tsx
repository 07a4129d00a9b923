import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { UserType } from '@rcwb/shared';
import { LatestMessages } from '@/features/messages';
import { ScoringTasksBlock } from '@/features/program-scoring';
import { RoleWorkbench } from '@/features/workbench';
import { useSession } from '@/stores/session-store';
import { countDataQuery, homeDataQuery } from '../api/get-home-data';
import { HomeCharts } from '../components/home-charts';
import styles from '../components/home.module.css';
import { StatCards } from '../components/stat-cards';
import { WelcomeCard } from '../components/welcome-card';

/** /index: the role-aware home (service staff, individuals, organisations, experts). */
export function IndexPage() {
  const { t } = useTranslation();
  const userType = useSession((s) => s.userType);
  const infoPerfect = useSession((s) => s.infoPerfect);
  const counts = useQuery(countDataQuery);
  const home = useQuery(homeDataQuery);

  // SPEC §4: '1' stays, otherwise the server decides; the answer also feeds the session store.
  useEffect(() => {
    if (userType === UserType.person || userType === UserType.org)
      void useSession
        .getState()
        .checkInfoPerfect()
        .catch(() => undefined);
  }, [userType]);

  const incomplete = (home.data?.infoPerfect ?? infoPerfect) === '2';
  const chartCount = home.data?.charts.length ?? 0;
  const showCharts = home.isPending || home.isError || chartCount > 0;

  return (
    <div
      className={styles.page}
      data-testid="home-page"
      data-audience={counts.data?.audience ?? home.data?.audience}
    >
      <WelcomeCard incomplete={incomplete} />
      {/* Each role's own work first; the overview below is the same for everyone of an audience. */}
      <RoleWorkbench />
      <ScoringTasksBlock />
      <section aria-labelledby="home-overview">
        <h2 id="home-overview" className={styles.sectionTitle}>
          {t('home.cards.title')}
        </h2>
        <StatCards query={counts} />
      </section>
      {/* One chart sits beside the messages; several get the whole width. */}
      <div className={chartCount > 1 ? styles.stacked : styles.columns}>
        {showCharts && (
          <section aria-labelledby="home-trends">
            <h2 id="home-trends" className={styles.sectionTitle}>
              {t('home.charts.title')}
            </h2>
            <HomeCharts
              charts={home.data?.charts}
              loading={home.isPending}
              error={home.isError}
              onRetry={() => void home.refetch()}
            />
          </section>
        )}
        <LatestMessages
          messages={home.data?.lists.messages}
          loading={home.isPending}
          error={home.isError}
          onRetry={() => void home.refetch()}
        />
      </div>
    </div>
  );
}
