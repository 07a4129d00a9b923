import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from '@/lib/i18n';
import styles from './resource.module.css';
import { labelOf } from './run-action';
import type { ActionDef } from './types';
import { useCan } from './use-can';

/** Actions shown as links; the rest go under "More" so narrow screens keep room for the data. */
export const INLINE_ACTIONS = 3;

type Props<R> = {
  row: R;
  actions: readonly ActionDef<R>[];
  onAction: (action: ActionDef<R>, row: R) => unknown;
};

/** The actions of one row that the user may use (asking first is the caller's job). */
export function RowActions<R>({ row, actions, onAction }: Props<R>) {
  const { t } = useTranslation();
  const can = useCan();
  const shown = actions.filter((a) => can(a.perms) && !a.hidden?.(row));
  // With one action too many, showing it beats a menu of one.
  const inline = shown.length <= INLINE_ACTIONS + 1 ? shown : shown.slice(0, INLINE_ACTIONS);
  const more = shown.slice(inline.length);
  return (
    <Space size={0} wrap className={styles.actions}>
      {inline.map((action) => (
        <Button
          key={action.key}
          type="link"
          size="small"
          danger={action.danger}
          icon={action.icon}
          data-testid={`action-${action.key}`}
          onClick={() => void onAction(action, row)}
        >
          {labelOf(action, row, t)}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((a) => ({
              key: a.key,
              label: <span data-testid={`action-${a.key}`}>{labelOf(a, row, t)}</span>,
              icon: a.icon,
              danger: a.danger,
            })),
            onClick: ({ key }) => {
              const action = more.find((a) => a.key === key);
              if (action) void onAction(action, row);
            },
          }}
        >
          <Button type="link" size="small" data-testid="action-more">
            {t('resource.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
