import { ColumnHeightOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { useTranslation } from '@/lib/i18n';
import type { ToolbarColumn } from './use-column-visibility';

export type TableToolbarProps = {
  /** Whether the search panel is shown; omit to hide the toggle. */
  showSearch?: boolean;
  onToggleSearch?: (show: boolean) => void;
  onRefresh?: () => void;
  /** Columns the user may show or hide; omit to hide the columns button. */
  columns?: readonly ToolbarColumn[];
  hidden?: ReadonlySet<string>;
  onToggleColumn?: (key: string, visible: boolean) => void;
};

/** The classic right toolbar of a list: toggle search, refresh, show/hide columns. */
export function TableToolbar({
  showSearch,
  onToggleSearch,
  onRefresh,
  columns,
  hidden = new Set(),
  onToggleColumn,
}: TableToolbarProps) {
  const { t } = useTranslation();
  const searchLabel = showSearch ? t('toolbar.hideSearch') : t('toolbar.showSearch');
  const hideable = columns?.filter((c) => c.hideable !== false) ?? [];

  return (
    <Space size={8} className="table-toolbar" data-testid="table-toolbar">
      {onToggleSearch && (
        <Tooltip title={searchLabel}>
          <Button
            shape="circle"
            icon={<SearchOutlined />}
            aria-label={searchLabel}
            aria-pressed={showSearch}
            onClick={() => onToggleSearch(!showSearch)}
          />
        </Tooltip>
      )}
      {onRefresh && (
        <Tooltip title={t('toolbar.refresh')}>
          <Button
            shape="circle"
            icon={<ReloadOutlined />}
            aria-label={t('toolbar.refresh')}
            onClick={onRefresh}
          />
        </Tooltip>
      )}
      {hideable.length > 0 && onToggleColumn && (
        <Popover
          trigger="click"
          placement="bottomRight"
          title={t('toolbar.columns')}
          content={
            <div role="group" aria-label={t('toolbar.columns')} style={{ display: 'grid', gap: 6 }}>
              {hideable.map((c) => (
                <Checkbox
                  key={c.key}
                  checked={!hidden.has(c.key)}
                  onChange={(e) => onToggleColumn(c.key, e.target.checked)}
                  data-testid={`column-toggle-${c.key}`}
                >
                  {c.label}
                </Checkbox>
              ))}
            </div>
          }
        >
          <Tooltip title={t('toolbar.columns')}>
            <Button
              shape="circle"
              icon={<ColumnHeightOutlined rotate={90} />}
              aria-label={t('toolbar.columns')}
            />
          </Tooltip>
        </Popover>
      )}
    </Space>
  );
}
