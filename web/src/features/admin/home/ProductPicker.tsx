// Finds published products by title or barcode (staffProducts, the products page's own query) and adds
// one to a home list or the offer. A product already in the list says so instead of 'Add'.
import { useState } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { Button, Input } from 'antd';
import { StaffProductsDocument } from '../admin.generated';
import type { StaffHomeProductFieldsFragment } from './home.generated';
import { useMoney } from '../staff/consoleFormat';
import { LIST_PRODUCTS_MAX } from './homeDraft';
import { t } from './texts';

type Product = StaffHomeProductFieldsFragment;

export function ProductPicker({
  idPrefix,
  chosen,
  onAdd,
}: {
  idPrefix: string;
  chosen: readonly Product[];
  onAdd: (product: Product) => void;
}) {
  const [find, { data, loading, called }] = useLazyQuery(StaffProductsDocument, { fetchPolicy: 'network-only' });
  const [search, setSearch] = useState('');
  const money = useMoney();
  const rows = (data?.staffProducts?.rows ?? []).filter((row) => !!row?._id);
  const full = chosen.length >= LIST_PRODUCTS_MAX;
  const searchId = `${idPrefix}-find`;

  return (
    <div className="admin-home-entry-main">
      <label htmlFor={searchId}>{t('admin.home.findProduct')}</label>
      <Input.Search
        id={searchId}
        type="search"
        value={search}
        placeholder={t('admin.home.search')}
        enterButton={t('admin.home.searchButton')}
        loading={loading}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={(value) => {
          if (value.trim()) void find({ variables: { search: value.trim(), status: 'published', limit: 8 } });
        }}
      />
      {full ? <p className="admin-home-hint">{t('admin.home.listFull')}</p> : null}
      {called && !loading && rows.length === 0 ? <p className="admin-home-hint">{t('admin.home.noneFound')}</p> : null}
      {rows.length > 0 ? (
        <ul className="admin-home-found" aria-label={t('admin.home.findProduct')}>
          {rows.map((row) => {
            const inList = chosen.some((p) => p._id === row?._id);
            const name = row?.title ?? '';
            return (
              <li key={row?._id}>
                <span>{t('admin.home.found', { name, price: money(row?.price) })}</span>
                {inList ? (
                  <span className="admin-home-hint">{t('admin.home.inList')}</span>
                ) : (
                  <Button
                    disabled={full}
                    aria-label={t('admin.home.addOf', { name })}
                    onClick={() =>
                      onAdd({
                        _id: row?._id ?? '',
                        title: row?.title ?? '',
                        slug: row?.slug ?? '',
                        barcode: row?.barcode ?? null,
                        price: row?.price ?? 0,
                        picture_thumb: row?.picture_thumb ?? null,
                        status: row?.status ?? 'published',
                        available_qty: row?.available_qty ?? 0,
                        listed: true,
                      })
                    }
                  >
                    {t('admin.home.add')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
