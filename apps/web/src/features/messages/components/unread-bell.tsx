import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { unreadCountQuery } from '../api/get-unread-count';
import { MESSAGE_CENTRE_PATH } from '../paths';
import styles from './messages.module.css';

/** Bell with the unread count, opening the message centre; the count updates live through useMessageSocket. */
export function UnreadBell() {
  const { t } = useTranslation();
  const { data: count = 0 } = useQuery(unreadCountQuery);
  return (
    <Link to={MESSAGE_CENTRE_PATH} className={styles.bell} aria-label={t('bo.unread', { n: count })}>
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
