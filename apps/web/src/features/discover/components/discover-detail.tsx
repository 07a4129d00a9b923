import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { QueryState, RichTextView, kit } from '@/components/portal-kit';
import { type CollectionKind, CollectButton } from '@/features/collections';
import { publicItemQuery } from '../api/discover';
import { DiscoverNav } from './discover-nav';
import { recordIdOf } from '@/lib/record-id';

export type DetailView = {
  title: string;
  badges: ReactNode[];
  facts: [label: string, value: ReactNode][];
  /** Sanitised rich text. */
  body: string;
};

type Props<T> = {
  kind: CollectionKind;
  backTo: string;
  backKey: string;
  view: (item: T) => DetailView;
};

/** A discover detail page (`?id=`): badges, facts, description, collect. */
export function DiscoverDetail<T extends { id: number }>({ kind, backTo, backKey, view }: Props<T>) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const id = recordIdOf(search);
  const valid = id > 0;
  const query = useQuery({ ...publicItemQuery<T>(kind, id, i18n.language), enabled: valid });
  return (
    <div className={kit.page}>
      <DiscoverNav />
      <p>
        <Link to={backTo}>{t(backKey)}</Link>
      </p>
      {!valid ? (
        <p className={kit.empty}>{t('portalKit.notFound')}</p>
      ) : (
        <QueryState query={query}>
          {(item) => {
            const v = view(item);
            return (
              <article className={kit.panel} aria-labelledby="discover-title">
                <div className={kit.meta}>
                  {v.badges.map((b, i) => (
                    <span key={i} className={kit.badge}>
                      {b}
                    </span>
                  ))}
                </div>
                <h1 id="discover-title" className={kit.title}>
                  {v.title}
                </h1>
                <dl className={kit.facts} style={{ margin: '16px 0' }}>
                  {v.facts.map(([label, value]) => (
                    <div key={label} style={{ display: 'contents' }}>
                      <dt>{label}</dt>
                      <dd>{value || '—'}</dd>
                    </div>
                  ))}
                </dl>
                <RichTextView html={v.body} />
                <div className={kit.actions} style={{ marginTop: 16 }}>
                  <CollectButton kind={kind} id={item.id} />
                </div>
              </article>
            );
          }}
        </QueryState>
      )}
    </div>
  );
}
