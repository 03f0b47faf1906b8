// /admin/home (owner, manager): the store's home page as staffHomePage answers it: each banner group
// (pictures in order with their links, Published or Draft), the two home product lists and the cart's
// 'last-min' offer, each saved whole on its own card. After a save the page is read again, so each card
// starts from what is stored (and its new version).
import './home.css';
import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { StaffHomePageDocument } from './home.generated';
import { emptyOutcomeMessage, readOutcome } from '../../../shared/graphql/requestOutcome';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { PageSkeleton } from '../../../shared/ui/skeletons';
import { BannerGroupCard } from './BannerGroupCard';
import { ProductListCard } from './ProductListCard';
import { t as adminT } from '../texts';
import { t } from './texts';

export default function HomePage() {
  useDocumentTitle(adminT('admin.menu.home'));
  const { data, error, loading, refetch } = useQuery(StaffHomePageDocument, { fetchPolicy: 'cache-and-network' });
  const page = data?.staffHomePage;
  const outcome = readOutcome(page ?? null, error, data);
  // The query's error shows a failed read; a read cut short by leaving the page rejects (AbortError) and is dropped.
  const reload = () => refetch().catch(() => undefined);

  if (!page && loading) return <PageSkeleton />;
  return (
    <section className="admin-home-page">
      <div className="admin-toolbar">
        <h1>{adminT('admin.menu.home')}</h1>
      </div>
      <p>{t('admin.home.intro')}</p>
      {outcome.kind === 'server-error' ? <Alert type="error" showIcon title={outcome.message} /> : null}
      {outcome.kind === 'network' ? <Alert type="error" showIcon title={t('admin.home.network')} /> : null}
      {outcome.kind === 'empty' && !loading ? (
        <Alert type="error" showIcon title={emptyOutcomeMessage(outcome)} />
      ) : null}
      {page ? (
        <>
          <section className="admin-home-section" aria-labelledby="admin-home-banners">
            <h2 id="admin-home-banners">{t('admin.home.banners')}</h2>
            {(page.banners ?? []).map((group) =>
              group?.key ? (
                <BannerGroupCard key={`${group.key}:${group.version ?? 0}`} group={group} onReload={reload} />
              ) : null,
            )}
          </section>
          <section className="admin-home-section" aria-labelledby="admin-home-lists">
            <h2 id="admin-home-lists">{t('admin.home.lists')}</h2>
            {(page.lists ?? []).map((list) =>
              list?.key ? (
                <ProductListCard
                  key={`${list.key}:${list.version ?? 0}`}
                  kind="list"
                  listKey={list.key}
                  version={list.version ?? 0}
                  title={list.title ?? ''}
                  products={list.products ?? []}
                  onReload={reload}
                />
              ) : null,
            )}
          </section>
          {page.offer?.key ? (
            <section className="admin-home-section" aria-labelledby="admin-home-offer">
              <h2 id="admin-home-offer">{t('admin.home.offer')}</h2>
              <ProductListCard
                key={`${page.offer.key}:${page.offer.version ?? 0}`}
                kind="offer"
                listKey={page.offer.key}
                version={page.offer.version ?? 0}
                title={page.offer.title ?? ''}
                status={page.offer.status}
                products={page.offer.products ?? []}
                onReload={reload}
              />
            </section>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
