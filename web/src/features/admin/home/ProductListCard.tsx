// One product list of the home page (featured-products, top-products) or the 'last-min' offer: its
// title, its products in order (thumb, title, price, 'Not on the store now' when the store front hides
// it) with Move up / Move down / Remove, a search by title or barcode among published products to add
// one last, and for the offer Published or Draft. Save sends the list whole with the version it was read at.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Input, Tag } from 'antd';
import {
  StaffSaveHomeListDocument,
  StaffSaveOfferDocument,
  type StaffHomeProductFieldsFragment,
} from './home.generated';
import { useToast } from '../../../shared/ui/toast';
import { useMoney } from '../staff/consoleFormat';
import { FormProblem } from '../staff/FormProblem';
import { asStatus, listInput, offerInput, TITLE_MAX, withProduct, type HomeStatus } from './homeDraft';
import { NO_REFUSAL, saveRefusal, type SaveRefusal } from './saveProblem';
import { ProductPicker } from './ProductPicker';
import { EntryActions } from './EntryActions';
import { EntryError } from './EntryError';
import { StatusChoice } from './StatusChoice';
import { t } from './texts';

type Product = StaffHomeProductFieldsFragment;

export function ProductListCard({
  kind,
  listKey,
  version,
  title: storedTitle,
  status: storedStatus,
  products: stored,
  onReload,
}: {
  kind: 'list' | 'offer';
  listKey: string;
  version: number;
  title: string;
  status?: string | null | undefined;
  products: readonly (Product | null)[];
  onReload: () => Promise<unknown>;
}) {
  const [title, setTitle] = useState(storedTitle);
  const [status, setStatus] = useState<HomeStatus>(asStatus(storedStatus));
  const [products, setProducts] = useState<Product[]>(() => stored.filter((p): p is Product => !!p?._id));
  const [refusal, setRefusal] = useState<SaveRefusal>(NO_REFUSAL);
  const [busy, setBusy] = useState(false);
  const [saveList] = useMutation(StaffSaveHomeListDocument);
  const [saveOffer] = useMutation(StaffSaveOfferDocument);
  const money = useMoney();
  const toast = useToast();
  const headingId = `admin-home-list-${listKey}`;
  const titleId = `${headingId}-title`;

  const change = (next: Product[]) => {
    setProducts(next);
    setRefusal(NO_REFUSAL);
  };

  const submit = async () => {
    setBusy(true);
    const ids = products.map((p) => p._id ?? '');
    let value;
    let error: unknown;
    let answered = false;
    try {
      if (kind === 'offer') {
        const answer = await saveOffer({ variables: { input: offerInput(listKey, version, title, status, ids) } });
        value = answer.data?.staffSaveOffer;
        error = answer.error;
        answered = !!answer.data;
      } else {
        const answer = await saveList({ variables: { input: listInput(listKey, version, title, ids) } });
        value = answer.data?.staffSaveHomeList;
        error = answer.error;
        answered = !!answer.data;
      }
    } catch (thrown) {
      error = thrown;
    }
    setBusy(false);
    const refused = saveRefusal(value, error, answered);
    if (refused) {
      setRefusal(refused);
      return;
    }
    toast.success(t('admin.home.saved'));
    await onReload();
  };

  return (
    <section className="admin-home-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{storedTitle || listKey}</h3>
      <FormProblem
        problem={refusal.problem}
        reloadLabel={t('admin.home.reload')}
        onReload={() => void onReload()}
        onClose={() => setRefusal(NO_REFUSAL)}
      />
      <div className="admin-home-entry-main">
        <label htmlFor={titleId}>{t('admin.home.listTitle')}</label>
        <Input
          id={titleId}
          value={title}
          maxLength={TITLE_MAX}
          status={refusal.fields.title ? 'error' : undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            setRefusal(NO_REFUSAL);
          }}
        />
        {refusal.fields.title ? <p className="admin-home-entry-error">{refusal.fields.title}</p> : null}
      </div>
      {products.length === 0 ? <p className="admin-home-hint">{t('admin.home.noProducts')}</p> : null}
      <ol className="admin-home-entries" aria-labelledby={headingId}>
        {products.map((product, index) => {
          const name = product.title ?? '';
          const error = refusal.entries[index];
          return (
            <li key={product._id} className="admin-home-entry">
              {product.picture_thumb ? (
                <img className="admin-home-product-thumb" src={product.picture_thumb} alt="" />
              ) : null}
              <div className="admin-home-entry-main">
                <span className="admin-home-product-title">{name}</span>
                <span>
                  {t('admin.home.productLine', { price: money(product.price), count: product.available_qty ?? 0 })}
                </span>
                {product.listed === false ? (
                  <span>
                    <Tag color="warning">{t('admin.home.notListed')}</Tag>
                  </span>
                ) : null}
                <EntryError message={error} />
              </div>
              <EntryActions entries={products} index={index} name={name} onChange={change} />
            </li>
          );
        })}
      </ol>
      {refusal.fields.product_ids ? <p className="admin-home-entry-error">{refusal.fields.product_ids}</p> : null}
      <ProductPicker
        idPrefix={headingId}
        chosen={products}
        onAdd={(product) => change(withProduct(products, product))}
      />
      <div className="admin-home-card-footer">
        {kind === 'offer' ? (
          <StatusChoice
            value={status}
            error={refusal.fields.status}
            onChange={(value) => {
              setStatus(value);
              setRefusal(NO_REFUSAL);
            }}
          />
        ) : null}
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {t('admin.home.save')}
        </Button>
      </div>
    </section>
  );
}
