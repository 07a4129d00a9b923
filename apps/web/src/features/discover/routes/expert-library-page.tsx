import '../i18n-scope';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { SideDrawer, useUrlList } from '@/components/portal-kit';
import { type Expert, expertFacetsQuery } from '../api/discover';
import { ExpertCard } from '../components/discover-cards';
import { DiscoverList } from '../components/discover-list';
import { ExpertProfile } from '../components/expert-profile';
import { useFieldOptions } from '../components/use-field-options';

const KEYS = ['keyword', 'fieldId', 'title', 'region'] as const;

/**
 * /discover/expertLibrary: published experts by field, title, region and keyword. A profile opens
 * in a drawer; `?expert=<id>` opens it directly (links from collections and the discover home).
 */
export function ExpertLibraryPage() {
  const { i18n } = useTranslation();
  const list = useUrlList(KEYS);
  const [search, setSearch] = useSearchParams();
  const fields = useFieldOptions();
  const facets = useQuery(expertFacetsQuery(i18n.language)).data;
  const open = Number(search.get('expert')) || 0;
  const setOpen = (id: number) => {
    const next = new URLSearchParams(search);
    if (id) next.set('expert', String(id));
    else next.delete('expert');
    setSearch(next, { replace: !id });
  };
  const { t } = useTranslation();
  return (
    <DiscoverList<Expert>
      kind="expert"
      titleKey="discover.experts.title"
      leadKey="discover.experts.lead"
      list={list}
      fields={[
        {
          key: 'keyword',
          type: 'text',
          labelKey: 'discover.keyword',
          placeholderKey: 'discover.experts.keywordHint',
        },
        { key: 'fieldId', type: 'select', labelKey: 'discover.field', options: fields },
        {
          key: 'title',
          type: 'select',
          labelKey: 'discover.expertTitle',
          options: (facets?.titles ?? []).map((v) => ({ value: v, label: v })),
        },
        { key: 'region', type: 'select', labelKey: 'discover.region', options: facets?.regions ?? [] },
      ]}
      renderItem={(e) => <ExpertCard expert={e} onOpen={setOpen} />}
    >
      <SideDrawer open={open > 0} title={t('discover.profile')} onClose={() => setOpen(0)}>
        {open > 0 && <ExpertProfile id={open} />}
      </SideDrawer>
    </DiscoverList>
  );
}
