import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { allowedLocalRoutes } from '@/app/local-routes';
import { type TSearchEntry, matchesQuery, searchEntries } from '@/app/menu/menu-search';
import { useMenu } from '@/stores/menu-store';
import { useSession } from '@/stores/session-store';
import { useNavigateOnce } from '../use-navigate-once';
import styles from './navbar.module.css';

/** Menu search: type a title, pick with the arrow keys and Enter (SPEC §2.4 "search"). */
export function MenuSearch() {
  const { t } = useTranslation();
  const navigate = useNavigateOnce();
  const [open, setOpen] = useState(false);
  const nodes = useMenu((s) => s.nodes);
  const roles = useSession((s) => s.roles);
  const permissions = useSession((s) => s.permissions);

  const entries = useMemo(() => {
    const local: TSearchEntry[] = allowedLocalRoutes({ roles, permissions }).map((r) => ({
      key: r.id,
      href: r.path,
      external: false,
      trail: [r.meta.titleKey ? t(r.meta.titleKey) : (r.meta.title ?? r.path)],
    }));
    return [...local, ...searchEntries(nodes)];
  }, [nodes, roles, permissions, t]);
  const byKey = useMemo(() => new Map(entries.map((e) => [e.key, e])), [entries]);

  const choose = (key: string) => {
    const entry = byKey.get(key);
    setOpen(false);
    if (!entry) return;
    if (entry.external) window.open(entry.href, '_blank', 'noopener,noreferrer');
    else navigate(entry.href);
  };

  if (!open)
    return (
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('shell.search')}
        onClick={() => setOpen(true)}
        data-testid="menu-search"
      >
        <SearchOutlined aria-hidden="true" />
      </button>
    );

  return (
    <Select<string>
      showSearch={{
        filterOption: (input, option) => {
          const entry = option ? byKey.get(String(option.value)) : undefined;
          return !!entry && matchesQuery(entry, input);
        },
      }}
      autoFocus
      defaultOpen
      value={null}
      className={styles.search}
      placeholder={t('shell.searchPlaceholder')}
      aria-label={t('shell.search')}
      options={entries.map((e) => ({ value: e.key, label: e.trail.join(' › ') }))}
      notFoundContent={t('shell.searchEmpty')}
      onChange={choose}
      onBlur={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
      data-testid="menu-search-select"
    />
  );
}
