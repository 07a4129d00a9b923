import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_HOME } from '@/lib/paths';
import { unreadCountQuery } from '../api/get-unread-count';
import styles from './messages.module.css';

/** Bell with the unread count; the count updates live through useMessageSocket. */
export function UnreadBell() {
  const { t } = useTranslation();
  const { data: count = 0 } = useQuery(unreadCountQuery);
  return (
    <Link to={DEFAULT_HOME} className={styles.bell} aria-label={t('bo.unread', { n: count })}>
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined className={styles.bellIcon} aria-hidden="true" />
      </Badge>
      {/* Plain text for tests and assistive tech; the badge animates its digits. */}
      <span className="visually-hidden" data-testid="unread-count">
        {count}
      </span>
    </Link>
  );
}
