import { Alert, Button, Card, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { TScreenKey, TWorkbenchCard, TWorkbenchFigure } from '@rcwb/shared';
import { screenName } from '@/lib/screen-title';
import { useSession } from '@/stores/session-store';
import { type TCardGroup, cardGroupQuery, workbenchQuery } from '../api/workbench';
import { PersonCompleteness, PersonCounts } from './person-cards';
import styles from './workbench.module.css';
import { numberFormat } from '@/lib/format/intl';

type TGroup = 'person' | TCardGroup;

/**
 * The groups of cards by the roles that see them, in the order they are shown: an account's own
 * work first, then the administrator's health check, then the queues and content of staff. The
 * roles are matched as held (the administrator's standing for every role does not count here, or
 * it would see a job seeker's workbench).
 */
const GROUPS: readonly { group: TGroup; roles: readonly string[] }[] = [
  { group: 'person', roles: ['person'] },
  { group: 'org', roles: ['org'] },
  { group: 'system', roles: ['admin'] },
  // Archivists' queue is request handling (the archives module declares it).
  { group: 'review', roles: ['reviewer', 'archivist', 'admin'] },
  { group: 'editor', roles: ['editor', 'admin'] },
];

/** The groups an account with these roles sees, in display order. */
export const groupsFor = (roles: readonly string[]): TGroup[] =>
  GROUPS.filter((g) => g.roles.some((r) => roles.includes(r))).map((g) => g.group);

function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  let value = bytes;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: units[i],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

function useFigureText() {
  const { t, i18n } = useTranslation();
  const label = (f: TWorkbenchFigure): string => {
    if (f.screen) return screenName(f.screen as TScreenKey);
    if (f.key.startsWith('role.')) return t(f.key);
    return t(`landing.figure.${f.key}`);
  };
  const value = (f: TWorkbenchFigure): string => {
    if (f.value === null) return t('landing.unknown');
    if (typeof f.value === 'string')
      return f.unit === 'text' && f.key !== 'version' ? t(`landing.value.${f.value}`) : f.value;
    const n = f.value;
    const locale = i18n.language;
    if (f.unit === 'bytes') return formatBytes(n, locale);
    if (f.unit === 'ms')
      return numberFormat(locale, {
        style: 'unit',
        unit: 'millisecond',
        maximumFractionDigits: 1,
      }).format(n);
    if (f.unit === 'seconds')
      return t('landing.duration', {
        d: Math.floor(n / 86_400),
        h: Math.floor((n % 86_400) / 3_600),
        m: Math.floor((n % 3_600) / 60),
      });
    return numberFormat(locale).format(n);
  };
  return { label, value };
}

/** Cards that sum up one screen carry its menu title (one name for one place). */
const CARD_SCREENS: Partial<Record<string, TScreenKey>> = {
  pipeline: 'g050104',
  postings: 'g050103',
  interviews: 'g050105',
};

function useCardTitle() {
  const { t } = useTranslation();
  return (key: string) => {
    const screen = CARD_SCREENS[key];
    return screen ? screenName(screen) : t(`landing.card.${key}`);
  };
}

function Figures({ group, card }: { group: TGroup; card: TWorkbenchCard }) {
  const text = useFigureText();
  return (
    <ul className={styles.counts}>
      {card.figures.map((f) => {
        const body = (
          <>
            <span className={styles.countValue}>{text.value(f)}</span>
            <span className={styles.countLabel}>{text.label(f)}</span>
          </>
        );
        const testId = `figure-${group}-${card.key}-${f.key}`;
        return (
          <li key={f.key}>
            {f.link ? (
              <Link className={styles.count} to={f.link} data-testid={testId}>
                {body}
              </Link>
            ) : (
              <div className={styles.count} data-testid={testId}>
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Section({ group, children }: { group: TGroup; children: ReactNode }) {
  const { t } = useTranslation();
  const id = `landing-${group}`;
  return (
    <section aria-labelledby={id} data-testid={`landing-group-${group}`}>
      <h2 id={id} className={styles.groupTitle}>
        {t(`landing.group.${group}`)}
      </h2>
      {children}
    </section>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('landing.loadError')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

function PersonGroup() {
  const { t } = useTranslation();
  const bench = useQuery(workbenchQuery);
  const heading = (key: string) => <h3 className={styles.heading}>{t(key)}</h3>;
  return (
    <Section group="person">
      {bench.isError ? (
        <LoadError onRetry={() => void bench.refetch()} />
      ) : (
        <div className={styles.grid} aria-busy={bench.isPending}>
          <Card title={heading('workbenchUi.completenessTitle')}>
            {bench.data ? <PersonCompleteness data={bench.data} /> : <Skeleton active />}
          </Card>
          <Card title={heading('workbenchUi.countsTitle')}>
            {bench.data ? <PersonCounts data={bench.data} /> : <Skeleton active />}
          </Card>
        </div>
      )}
    </Section>
  );
}

function CardGroup({ group }: { group: TCardGroup }) {
  const { t } = useTranslation();
  const query = useQuery(cardGroupQuery(group));
  const cardTitle = useCardTitle();
  let body: ReactNode;
  if (query.isError) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (query.isPending)
    body = (
      <div className={styles.grid} aria-busy="true">
        <Card>
          <Skeleton active />
        </Card>
      </div>
    );
  else if (!query.data.cards.length) body = <p className={styles.empty}>{t('landing.empty')}</p>;
  else
    body = (
      <div className={styles.grid} aria-busy="false">
        {query.data.cards.map((card) => (
          <Card
            key={card.key}
            title={<h3 className={styles.heading}>{cardTitle(card.key)}</h3>}
            data-testid={`landing-card-${group}-${card.key}`}
          >
            <Figures group={group} card={card} />
          </Card>
        ))}
      </div>
    );
  return <Section group={group}>{body}</Section>;
}

/**
 * The landing page's workbench: the cards of each role the account holds, each group from its own
 * server call with its own loading, empty and error states. Every figure that opens a list is a
 * link (reached with Tab, opened with Enter).
 */
export function RoleWorkbench() {
  const roles = useSession((s) => s.roles);
  const groups = groupsFor(roles);
  if (!groups.length) return null;
  return (
    <div className={styles.landing} data-testid="role-workbench">
      {groups.map((g) => (g === 'person' ? <PersonGroup key={g} /> : <CardGroup key={g} group={g} />))}
    </div>
  );
}
