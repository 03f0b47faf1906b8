// Home: a welcome banner, the store's categories and why customers shop here.
// The catalogue issue adds the banner sliders and product lists from page settings.
import { Link } from 'react-router';
import { Skeleton } from 'antd';
import { useCategories } from '../../../shared/catalogue/useCategories';
import { categoryPath } from '../../../shared/catalogue/categoryTree';
import { useSettings } from '../../../app/settings/SettingsContext';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { formatMoney } from '../../../shared/format/money';

const PROMISES = [
  { icon: '🚚', title: 'Home delivery', text: 'To your door anywhere in Sahiwal' },
  { icon: '🕘', title: 'Pick your slot', text: 'Choose a delivery time that suits you' },
  { icon: '💵', title: 'Cash on delivery', text: 'Pay when your groceries arrive' },
  { icon: '🥬', title: 'Always fresh', text: 'Picked and packed on the day' },
];

function CategoryTiles() {
  const { tree, loading } = useCategories();
  if (loading && tree.length === 0) {
    return (
      <ul className="category-tiles" aria-label="Loading categories">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="category-tile is-loading">
            <Skeleton.Avatar active shape="square" size={72} />
            <Skeleton.Input active size="small" />
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
            {node.productCount ? <span className="category-tile-count">{node.productCount} items</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function HomePage() {
  const { app_name, currency, min_order_amount } = useSettings();
  useDocumentTitle(null);
  return (
    <div className="home-page">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="home-hero-text">
          <p className="home-hero-kicker">{app_name || 'Karyana'} · Sahiwal</p>
          <h1 id="home-hero-title">Fresh groceries, delivered to your doorstep</h1>
          <p>
            Fruit, vegetables, dairy, bakery and everyday essentials. Order today, choose a delivery slot and pay
            cash when it arrives.
          </p>
          <div className="home-hero-actions">
            <Link to="/search" className="hero-cta">
              Start shopping
            </Link>
            {min_order_amount > 0 ? (
              <span className="home-hero-note">Minimum order {formatMoney(currency, min_order_amount)}</span>
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

      <ul className="home-promises" aria-label="Why shop with us">
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

      <section aria-labelledby="home-categories-title" className="home-section">
        <h2 id="home-categories-title" className="section-title">
          Shop by category
        </h2>
        <CategoryTiles />
      </section>
    </div>
  );
}
