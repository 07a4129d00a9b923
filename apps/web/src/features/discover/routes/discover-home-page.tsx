import '../i18n-scope';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { QueryState, RichTextView, SideDrawer, kit } from '@/components/portal-kit';
import { type Article, discoverHomeQuery, publicItemQuery } from '../api/discover';
import { DiscoverNav } from '../components/discover-nav';
import styles from '../components/discover.module.css';
import { formatWan } from '../components/money';
import { formatDate } from '@/lib/format/date-format';

function NewsArticle({ id }: { id: number }) {
  const { i18n } = useTranslation();
  const query = useQuery(publicItemQuery<Article>('news', id, i18n.language));
  return (
    <QueryState query={query}>
      {(a) => (
        <article data-testid="news-article">
          <p className={kit.cardTitle}>{a.title}</p>
          <p className={kit.muted}>{[a.source, formatDate(a.publishedAt)].filter(Boolean).join(' · ')}</p>
          <RichTextView html={a.body ?? ''} />
        </article>
      )}
    </QueryState>
  );
}

/**
 * /discover/zoneHome: news and highlights, the latest demands and achievements, and experts.
 * `?news=<id>` opens an article in a drawer (links from the portal home's featured items).
 */
export function DiscoverHomePage() {
  const { t, i18n } = useTranslation();
  const query = useQuery(discoverHomeQuery(i18n.language));
  const [search, setSearch] = useSearchParams();
  const newsId = Number(search.get('news')) || 0;
  const openNews = (id: number) => setSearch(id ? { news: String(id) } : {}, { replace: !id });
  return (
    <div className={kit.page}>
      <DiscoverNav />
      <section className={styles.hero} aria-labelledby="discover-title">
        <h1 id="discover-title">{t('discover.home.title')}</h1>
        <p>{t('discover.home.lead')}</p>
      </section>
      <QueryState query={query}>
        {(home) => (
          <div className={kit.sections}>
            <section className={kit.panel} aria-labelledby="news-title">
              <h2 id="news-title" className={kit.sectionTitle}>
                {t('discover.home.news')}
              </h2>
              <ul className={kit.plainList}>
                {home.news.map((a) => (
                  <li key={a.id}>
                    <button type="button" className={kit.link} onClick={() => openNews(a.id)}>
                      {a.highlight && <span className={kit.badge}>{t('discover.home.highlight')}</span>}{' '}
                      {a.title}
                    </button>
                    {a.summary && <p className={kit.muted}>{a.summary}</p>}
                  </li>
                ))}
              </ul>
            </section>
            <section className={kit.panel} aria-labelledby="demands-title">
              <h2 id="demands-title" className={kit.sectionTitle}>
                {t('discover.home.demands')} <Link to="/discover/bdlistxq">{t('discover.home.more')}</Link>
              </h2>
              <ul className={kit.plainList}>
                {home.demands.map((d) => (
                  <li key={d.id}>
                    <Link to={`/discover/particulars?id=${d.id}`}>{d.title}</Link>
                    <p className={kit.muted}>
                      {d.publisher} · {formatWan(d.budget, t, i18n.language)}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
            <section className={kit.panel} aria-labelledby="achievements-title">
              <h2 id="achievements-title" className={kit.sectionTitle}>
                {t('discover.home.achievements')}{' '}
                <Link to="/discover/bdlistcg">{t('discover.home.more')}</Link>
              </h2>
              <ul className={kit.plainList}>
                {home.achievements.map((a) => (
                  <li key={a.id}>
                    <Link to={`/discover/particularsc?id=${a.id}`}>{a.title}</Link>
                    <p className={kit.muted}>{a.owner}</p>
                  </li>
                ))}
              </ul>
            </section>
            <section className={kit.panel} aria-labelledby="experts-title">
              <h2 id="experts-title" className={kit.sectionTitle}>
                {t('discover.home.experts')}{' '}
                <Link to="/discover/expertLibrary">{t('discover.home.more')}</Link>
              </h2>
              <ul className={kit.plainList}>
                {home.experts.map((e) => (
                  <li key={e.id}>
                    <Link to={`/discover/expertLibrary?expert=${e.id}`}>{e.name}</Link>
                    <p className={kit.muted}>
                      {[e.title, e.organisation, e.fieldName].filter(Boolean).join(' · ')}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )}
      </QueryState>
      <SideDrawer open={newsId > 0} title={t('discover.home.news')} onClose={() => openNews(0)}>
        {newsId > 0 && <NewsArticle id={newsId} />}
      </SideDrawer>
    </div>
  );
}
