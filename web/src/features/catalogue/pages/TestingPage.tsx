// /testing (shopping.md §2): a plain product list, 5 per page, with a 'More' button.
import { Button, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { Price } from '../../../shared/catalogue/Price';
import { productPath } from '../../../shared/catalogue/product';
import { NO_PRODUCT_FOUND } from '../../../shared/catalogue/ProductGrid';
import { QueryErrorAlert } from '../listing/ProductListing';
import { useProductList } from '../listing/useProductList';
import '../catalogue.css';
import '../../../shared/catalogue/catalogue.css';
import { t } from './texts';

export const TESTING_PAGE_SIZE = 5;

function LoadingRows() {
  return (
    <div role="status" aria-label={t('catalogue.pages.testing.loading')}>
      {Array.from({ length: TESTING_PAGE_SIZE }, (_, i) => (
        <Skeleton key={i} avatar active paragraph={{ rows: 1 }} />
      ))}
    </div>
  );
}

export default function TestingPage() {
  useDocumentTitle(t('catalogue.pages.testing.title'));
  const list = useProductList({}, TESTING_PAGE_SIZE);
  return (
    <section className="testing-page" aria-labelledby="testing-title">
      <h1 id="testing-title" className="listing-title">
        {t('catalogue.pages.testing.heading')}
      </h1>
      {list.failed ? (
        <QueryErrorAlert onRetry={list.retry} />
      ) : list.loading ? (
        <LoadingRows />
      ) : list.products.length === 0 ? (
        <p className="product-grid-empty">{NO_PRODUCT_FOUND}</p>
      ) : (
        <>
          <ol className="testing-list">
            {list.products.map((p) => (
              <li key={p._id} className="testing-row">
                {p.picture_thumb ? (
                  <img src={p.picture_thumb} alt="" width={48} height={48} loading="lazy" />
                ) : (
                  <span className="testing-row-image" aria-hidden="true" />
                )}
                <Link to={productPath(p.slug)} className="testing-row-title">
                  {p.title}
                </Link>
                <Price price={p.price} priceWas={p.price_was} />
              </li>
            ))}
          </ol>
          {list.moreFailed ? <QueryErrorAlert onRetry={list.more} /> : null}
          {list.hasMore ? (
            <div className="product-grid-more">
              <Button size="large" onClick={list.more} loading={list.loadingMore}>
                {t('catalogue.pages.testing.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
