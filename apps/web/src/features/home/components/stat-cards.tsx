import { Alert, Button, Card, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { CountData, HomeCard } from '../api/home-types';
import { formatCardValue } from '../lib/format-value';
import styles from './home.module.css';

const PLACEHOLDERS = 4;

function Tile({ card }: { card: HomeCard }) {
  const { t, i18n } = useTranslation();
  const content = (
    <Card size="small" hoverable={!!card.link} className={styles.tile}>
      <span className={styles.tileLabel}>{t(`home.card.${card.key}`, { defaultValue: card.key })}</span>
      <span className={styles.tileValue}>{formatCardValue(card, i18n.language)}</span>
    </Card>
  );
  return card.link ? (
    <Link to={card.link} className={styles.tileLink} data-testid={`stat-card-${card.key}`}>
      {content}
    </Link>
  ) : (
    <div data-testid={`stat-card-${card.key}`}>{content}</div>
  );
}

/** The figures of the caller's audience; a card with a link opens its screen. */
export function StatCards({ query }: { query: UseQueryResult<CountData> }) {
  const { t } = useTranslation();
  let body;
  if (query.isPending) {
    body = Array.from({ length: PLACEHOLDERS }, (_, i) => (
      <li key={i}>
        <Card size="small" className={styles.tile}>
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </Card>
      </li>
    ));
  } else if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('home.cards.error')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else {
    body = query.data.cards.map((card) => (
      <li key={card.key}>
        <Tile card={card} />
      </li>
    ));
  }
  return (
    <ul className={styles.tiles} aria-busy={query.isPending} data-testid="stat-cards">
      {body}
    </ul>
  );
}
