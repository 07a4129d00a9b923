import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { loginPath } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import { COLLECTIONS_KEY, type CollectionKind, collect, collectedQuery, uncollect } from '../api/collections';

/**
 * Collect / uncollect one public item (policy, demand, achievement, expert). Visitors without a
 * session get a sign-in link that comes back here. Antd-free: used on the public pages.
 */
export function CollectButton({
  kind,
  id,
  className = 'ui-button',
}: {
  kind: CollectionKind;
  id: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const token = useSession((s) => s.token);
  const client = useQueryClient();
  const state = useQuery({ ...collectedQuery(kind, [id]), enabled: !!token });
  const collected = state.data?.has(id) ?? false;
  const toggle = useMutation({
    mutationFn: () => (collected ? uncollect(kind, id) : collect(kind, id)),
    onSettled: () => client.invalidateQueries({ queryKey: [COLLECTIONS_KEY] }),
  });
  if (!token)
    return (
      <Link className={className} to={loginPath(pathname + search)}>
        {t('collections.signInToCollect')}
      </Link>
    );
  return (
    <button
      type="button"
      className={className}
      aria-pressed={collected}
      disabled={state.isPending || toggle.isPending}
      onClick={() => toggle.mutate()}
      data-testid={`collect-${kind}-${id}`}
    >
      {collected ? t('collections.collected') : t('collections.collect')}
    </button>
  );
}
