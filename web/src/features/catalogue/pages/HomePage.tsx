// Home (shopping.md §2): the top slider and the top, mid and bottom banners, the featured and top
// product lists, all from the 'home' page settings, with the store's categories and promises.
// Without page settings (or a slider) the welcome banner stands in for the slider.
import { useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { HomePageSettingsDocument } from '../home/homePage.generated';
import { homeFetchPolicy, markHomeRead } from '../home/preloadHome';
import { Bone, ProductGridSkeleton } from '../../../shared/ui/skeletons';
import { BannerSlider } from '../home/BannerSlider';
import { BannerStrip } from '../home/BannerStrip';
import { ProductRail } from '../home/ProductRail';
import { BANNER_KEYS, bannerByKey, HOME_PAGE_KEY, PRODUCT_LIST_KEYS, productListByKey } from '../home/homeSettings';
import '../catalogue.css';
import { useCategories } from '../../../shared/catalogue/useCategories';
import { categoryPath } from '../../../shared/catalogue/categoryTree';
import { useSettings } from '../../../shared/settings/storeSettings';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { formatMoney } from '../../../shared/format/money';
import { t } from './texts';

const PROMISES = [
  { icon: '🚚', title: t('catalogue.pages.promise.delivery.title'), text: t('catalogue.pages.promise.delivery.text') },
  { icon: '🕘', title: t('catalogue.pages.promise.slot.title'), text: t('catalogue.pages.promise.slot.text') },
  { icon: '💵', title: t('catalogue.pages.promise.cash.title'), text: t('catalogue.pages.promise.cash.text') },
  { icon: '🥬', title: t('catalogue.pages.promise.fresh.title'), text: t('catalogue.pages.promise.fresh.text') },
];

function CategoryTiles() {
  const { tree, loading } = useCategories();
  if (loading && tree.length === 0) {
    return (
      <ul className="category-tiles" aria-label={t('catalogue.pages.home.loadingCategories')}>
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="category-tile is-loading">
            <Bone shape="square" size={72} />
            <Bone shape="input-sm" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="category-tiles">
      {tree.map((node) => (
        <li key={node.id}>
          <Link to={categoryPath(node.slug)} className="category-tile">
            {node.image ? (
              <img src={node.image} alt="" width={72} height={72} loading="lazy" />
            ) : (
              <span className="category-tile-placeholder" aria-hidden="true">
                🛒
              </span>
            )}
            <span className="category-tile-title">{node.title}</span>
            {node.productCount ? (
              <span className="category-tile-count">
                {t('catalogue.pages.home.itemCount', { count: node.productCount })}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function WelcomeHero() {
  const { app_name, currency, min_order_amount } = useSettings();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero-text">
        <p className="home-hero-kicker">
          {t('catalogue.pages.home.kicker', { name: app_name || t('catalogue.pages.home.storeName') })}
        </p>
        <h1 id="home-hero-title">{t('catalogue.pages.home.heroTitle')}</h1>
        <p>{t('catalogue.pages.home.heroText')}</p>
        <div className="home-hero-actions">
          <Link to="/search" className="hero-cta">
            {t('catalogue.pages.home.startShopping')}
          </Link>
          {min_order_amount > 0 ? (
            <span className="home-hero-note">
              {t('catalogue.pages.home.minimumOrder', { amount: formatMoney(currency, min_order_amount) })}
            </span>
          ) : null}
        </div>
      </div>
      <div className="home-hero-art" aria-hidden="true">
        <span>🥭</span>
        <span>🥦</span>
        <span>🥛</span>
        <span>🍞</span>
        <span>🍅</span>
        <span>🧺</span>
      </div>
    </section>
  );
}

function Promises() {
  return (
    <ul className="home-promises" aria-label={t('catalogue.pages.home.promises')}>
      {PROMISES.map((p) => (
        <li key={p.title}>
          <span className="home-promise-icon" aria-hidden="true">
            {p.icon}
          </span>
          <span>
            <strong>{p.title}</strong>
            <small>{p.text}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function HomePage() {
  const { app_name } = useSettings();
  useDocumentTitle(null);
  // Banners and lists are extras: when they fail to load, the page still offers the categories.
  const [fetchPolicy] = useState(homeFetchPolicy);
  useEffect(markHomeRead, []);
  const { data, loading } = useQuery(HomePageSettingsDocument, { variables: { key: HOME_PAGE_KEY }, fetchPolicy });
  const settings = data?.pageSettingByKey;
  const pending = loading && !data;
  // The slider is the page's largest content: the first draw with the data holds the top of the page
  // (slider, promises, top banner) and the product lists and lower banners follow in a background
  // render, so the slider's first paint does not wait for some twenty product cards (issue 19).
  const lowerDrawn = useDeferredValue(!pending, false);
  const slider = bannerByKey(settings, BANNER_KEYS.slider);
  const topBanner = bannerByKey(settings, BANNER_KEYS.top);
  const midBanner = bannerByKey(settings, BANNER_KEYS.mid);
  const bottomBanner = bannerByKey(settings, BANNER_KEYS.bottom);
  const featured = productListByKey(settings, PRODUCT_LIST_KEYS.featured);
  const top = productListByKey(settings, PRODUCT_LIST_KEYS.top);

  return (
    <div className="home-page">
      {pending ? (
        <div className="banner-slider-placeholder" role="status" aria-label={t('catalogue.pages.home.loadingOffers')} />
      ) : slider ? (
        <>
          {/* The page's heading, for screen readers and search engines, when the slider replaces the hero. */}
          <h1 className="visually-hidden">
            {t('catalogue.pages.home.hiddenTitle', { name: app_name || t('catalogue.pages.home.storeName') })}
          </h1>
          <BannerSlider banner={slider} />
        </>
      ) : (
        <WelcomeHero />
      )}

      <Promises />

      {topBanner ? <BannerStrip banner={topBanner} className="is-top" /> : null}

      {pending || !lowerDrawn ? (
        <section className="home-section" aria-label={t('catalogue.pages.home.loadingProducts')}>
          <ProductGridSkeleton count={6} />
        </section>
      ) : featured ? (
        <ProductRail list={featured} />
      ) : null}

      <section aria-labelledby="home-categories-title" className="home-section">
        <h2 id="home-categories-title" className="section-title">
          {t('catalogue.pages.home.shopByCategory')}
        </h2>
        <CategoryTiles />
      </section>

      {lowerDrawn && midBanner ? <BannerStrip banner={midBanner} className="is-mid" /> : null}
      {lowerDrawn && top ? <ProductRail list={top} /> : null}
      {lowerDrawn && bottomBanner ? <BannerStrip banner={bottomBanner} className="is-bottom" /> : null}
    </div>
  );
}
