// /admin/products (owner, manager): the catalogue as staff see it, newest edit first; search by title,
// slug or barcode, filters for category, status and stock kept in the URL query (a reload or a shared
// link keeps them), pages of 25. A table at a desk, cards on a phone (nothing scrolls sideways); each row
// opens the product's form and has 'Adjust stock' for a quick count from the shelf.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Empty, Input, Pagination, Select, Table, Tag } from 'antd';
import {
  StaffCatalogueOptionsDocument,
  StaffProductsDocument,
  type StaffProductRowFieldsFragment,
} from '../admin.generated';
import { emptyOutcomeMessage, readOutcome } from '../../../shared/graphql/requestOutcome';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useIsMobile } from '../../../shared/hooks/useIsMobile';
import { instantText, useMoney } from '../staff/consoleFormat';
import {
  filtersFromQuery,
  PAGE_SIZE,
  PRODUCT_STATUSES,
  productListVariables,
  queryFromFilters,
  STOCK_FILTERS,
  stockLevel,
  withFilter,
  type ProductFilters,
} from './productFilters';
import { categoryOptions } from './catalogueOptions';
import { StockModal, type StockTarget } from './StockModal';
import { productPath } from './productPaths';
import { ProductCsvButtons } from './ProductCsvButtons';
import { t } from '../texts';

type Row = StaffProductRowFieldsFragment;

export default function ProductsPage() {
  useDocumentTitle(t('admin.menu.products'));
  const [query, setQuery] = useSearchParams();
  const filters = filtersFromQuery(query);
  const show = (next: ProductFilters) => setQuery(queryFromFilters(next));
  const { data, error, loading, refetch } = useQuery(StaffProductsDocument, {
    variables: productListVariables(filters),
    fetchPolicy: 'cache-and-network',
  });
  const options = useQuery(StaffCatalogueOptionsDocument);
  const [stockOf, setStockOf] = useState<StockTarget | null>(null);
  const phone = useIsMobile();
  const page = data?.staffProducts;
  const outcome = readOutcome(page, error, data);
  const rows = (page?.rows ?? []).filter((r): r is Row => !!r?._id);

  return (
    <section className="admin-products">
      <div className="admin-toolbar">
        <h1>{t('admin.menu.products')}</h1>
        <Link to="/admin/products/new" className="admin-link-button admin-new-product">
          {t('admin.products.new')}
        </Link>
        <ProductCsvButtons filters={filters} onImported={() => void refetch()} />
      </div>
      <div className="admin-toolbar admin-product-filters" role="search" aria-label={t('admin.products.filters')}>
        <Input.Search
          key={filters.search}
          className="admin-search"
          defaultValue={filters.search}
          placeholder={t('admin.products.search')}
          aria-label={t('admin.products.search')}
          allowClear
          enterButton={t('admin.products.searchButton')}
          onSearch={(value) => show(withFilter(filters, { search: value.trim() }))}
        />
        <Select
          className="admin-filter"
          aria-label={t('admin.products.category')}
          placeholder={t('admin.products.allCategories')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.catId ?? undefined}
          options={categoryOptions(options.data?.staffCatalogueOptions?.categories)}
          onChange={(value?: string) => show(withFilter(filters, { catId: value ?? null }))}
        />
        <Select
          className="admin-filter"
          aria-label={t('admin.products.status')}
          placeholder={t('admin.products.anyStatus')}
          allowClear
          value={filters.status ?? undefined}
          options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`admin.products.status.${s}`) }))}
          onChange={(value?: ProductFilters['status']) => show(withFilter(filters, { status: value ?? null }))}
        />
        <Select
          className="admin-filter"
          aria-label={t('admin.products.stock')}
          placeholder={t('admin.products.anyStock')}
          allowClear
          value={filters.stock ?? undefined}
          options={STOCK_FILTERS.map((s) => ({ value: s, label: t(`admin.products.stockFilter.${s}`) }))}
          onChange={(value?: ProductFilters['stock']) => show(withFilter(filters, { stock: value ?? null }))}
        />
      </div>
      {outcome.kind === 'server-error' ? <Alert type="error" showIcon title={outcome.message} /> : null}
      {outcome.kind === 'network' ? <Alert type="error" showIcon title={t('admin.network')} /> : null}
      {outcome.kind === 'empty' && !loading ? (
        <Alert type="error" showIcon title={emptyOutcomeMessage(outcome)} />
      ) : null}
      <p className="admin-muted" aria-live="polite">
        {page ? t('admin.products.total', { count: page.total ?? 0 }) : null}
      </p>
      {phone ? (
        <ProductCards rows={rows} loading={loading && !page} onStock={setStockOf} />
      ) : (
        <ProductTable rows={rows} loading={loading && !page} onStock={setStockOf} />
      )}
      {(page?.total ?? 0) > PAGE_SIZE ? (
        <Pagination
          className="admin-pages"
          current={filters.page}
          pageSize={PAGE_SIZE}
          total={page?.total ?? 0}
          showSizeChanger={false}
          simple={phone}
          onChange={(next) => show({ ...filters, page: next })}
        />
      ) : null}
      <StockModal
        target={stockOf}
        onClose={() => {
          // A refusal may have been a stale version: the list is read again either way.
          setStockOf(null);
          void refetch();
        }}
        onDone={() => {
          setStockOf(null);
          void refetch();
        }}
      />
    </section>
  );
}

interface ListProps {
  rows: Row[];
  loading: boolean;
  onStock: (target: StockTarget) => void;
}

const stockTarget = (row: Row): StockTarget => ({
  id: row._id ?? '',
  version: row.version ?? 0,
  title: row.title ?? '',
  availableQty: row.available_qty ?? 0,
});

function Thumb({ src }: { src: string | null | undefined }) {
  return src ? (
    <img className="admin-product-thumb" src={src} alt="" loading="lazy" />
  ) : (
    <span className="admin-product-thumb" />
  );
}

function PriceCell({ row }: { row: Row }) {
  const money = useMoney();
  return (
    <span className="admin-product-price">
      <span>{money(row.price)}</span>
      {(row.price_was ?? 0) > (row.price ?? 0) ? <del className="admin-muted">{money(row.price_was)}</del> : null}
    </span>
  );
}

function QtyCell({ row }: { row: Row }) {
  const level = stockLevel(row.available_qty);
  return (
    <span className="admin-product-qty">
      <span>{t('admin.products.onSale', { qty: row.available_qty ?? 0 })}</span>
      {level ? <Tag color={level === 'out' ? 'red' : 'orange'}>{t(`admin.products.level.${level}`)}</Tag> : null}
    </span>
  );
}

function StatusTag({ status }: { status: string | null | undefined }) {
  return status === 'published' ? (
    <Tag color="green">{t('admin.products.status.published')}</Tag>
  ) : (
    <Tag>{t('admin.products.status.draft')}</Tag>
  );
}

function StockButton({ row, onStock }: { row: Row; onStock: ListProps['onStock'] }) {
  return (
    <Button
      className="admin-stock-button"
      aria-label={t('admin.products.adjustStockOf', { title: row.title ?? '' })}
      onClick={() => onStock(stockTarget(row))}
    >
      {t('admin.products.adjustStock')}
    </Button>
  );
}

function ProductTable({ rows, loading, onStock }: ListProps) {
  return (
    <Table<Row>
      rowKey={(r) => r._id ?? ''}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: <Empty description={t('admin.products.none')} /> }}
      columns={[
        { title: t('admin.products.picture'), render: (_, r) => <Thumb src={r.picture_thumb} />, width: 72 },
        {
          title: t('admin.products.title'),
          render: (_, r) => (
            <span className="admin-product-name">
              <Link to={productPath(r._id ?? '')}>{r.title}</Link>
              <span className="admin-muted">{r.cat_title}</span>
            </span>
          ),
        },
        { title: t('admin.products.price'), render: (_, r) => <PriceCell row={r} /> },
        { title: t('admin.products.stock'), render: (_, r) => <QtyCell row={r} /> },
        { title: t('admin.products.status'), render: (_, r) => <StatusTag status={r.status} /> },
        { title: t('admin.products.updated'), render: (_, r) => instantText(r.updated_at) },
        { title: t('admin.products.actions'), render: (_, r) => <StockButton row={r} onStock={onStock} /> },
      ]}
    />
  );
}

function ProductCards({ rows, loading, onStock }: ListProps) {
  if (!loading && rows.length === 0) return <Empty description={t('admin.products.none')} />;
  return (
    <ul className="admin-product-cards" aria-busy={loading}>
      {rows.map((r) => (
        <li key={r._id} className="admin-product-card">
          <Thumb src={r.picture_thumb} />
          <div className="admin-product-card-text">
            <Link to={productPath(r._id ?? '')} className="admin-product-card-title">
              {r.title}
            </Link>
            <PriceCell row={r} />
            <QtyCell row={r} />
            <span className="admin-product-card-meta">
              <StatusTag status={r.status} />
              <span className="admin-muted">{instantText(r.updated_at)}</span>
            </span>
          </div>
          <StockButton row={r} onStock={onStock} />
        </li>
      ))}
    </ul>
  );
}
