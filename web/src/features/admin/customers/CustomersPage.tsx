// /admin/customers (owner, manager): the shop's customers, newest first, found by part of a name, phone or
// e-mail. The search box asks again after a pause in typing and keeps the search and the page in the URL
// query, so Back from a customer returns to the same list. A table at a desk; on a phone the e-mail and
// dates give way and the phone sits under the name, so nothing scrolls sideways.
import './customers.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Alert, Input, Pagination, Table, Tag } from 'antd';
import { StaffCustomersDocument, type StaffCustomerFieldsFragment } from './customers.generated';
import { emptyOutcomeMessage, readOutcome } from '../../../shared/graphql/requestOutcome';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useIsMobile } from '../../../shared/hooks/useIsMobile';
import { instantText } from '../staff/consoleFormat';
import {
  CUSTOMER_PAGE_SIZE,
  customerFiltersFromQuery,
  customerListVariables,
  customerName,
  customerPath,
  queryFromCustomerFilters,
  SEARCH_DEBOUNCE_MS,
} from './customerFilters';
import { t } from './texts';

type Row = StaffCustomerFieldsFragment;

export default function CustomersPage() {
  useDocumentTitle(t('admin.customers.title'));
  const [query, setQuery] = useSearchParams();
  const filters = customerFiltersFromQuery(query);
  const { data, previousData, error, loading } = useQuery(StaffCustomersDocument, {
    variables: customerListVariables(filters),
    fetchPolicy: 'cache-and-network',
  });
  const phone = useIsMobile();
  const shown = data ?? previousData;
  const page = shown?.staffCustomers;
  const outcome = readOutcome(data?.staffCustomers, error, data);
  const rows = (page?.customers ?? []).filter((c): c is Row => !!c?._id);

  return (
    <section className="admin-customers">
      <div className="admin-toolbar">
        <h1>{t('admin.customers.title')}</h1>
      </div>
      <SearchBox
        search={filters.search}
        onSearch={(search) => setQuery(queryFromCustomerFilters({ search, page: 1 }), { replace: true })}
      />
      {outcome.kind === 'server-error' ? <Alert type="error" showIcon title={outcome.message} /> : null}
      {outcome.kind === 'network' ? <Alert type="error" showIcon title={t('admin.customers.network')} /> : null}
      {outcome.kind === 'empty' && !loading ? (
        <Alert type="error" showIcon title={emptyOutcomeMessage(outcome)} />
      ) : null}
      <p className="admin-muted" aria-live="polite">
        {page ? t('admin.customers.total', { count: page.total ?? 0 }) : null}
      </p>
      <Table<Row>
        rowKey={(c) => c._id ?? ''}
        dataSource={rows}
        loading={loading && !page}
        pagination={false}
        className="admin-customer-table"
        locale={{ emptyText: filters.search ? t('admin.customers.noneFound') : t('admin.customers.none') }}
        columns={[
          {
            title: t('admin.customers.name'),
            render: (_, c) => (
              <span className="admin-customer-name">
                <Link to={customerPath(c._id ?? '')}>{customerName(c)}</Link>
                {c.disabled ? <Tag color="red">{t('admin.customers.disabled')}</Tag> : null}
                {phone && c.phone ? <span className="admin-muted">{c.phone}</span> : null}
              </span>
            ),
          },
          ...(phone
            ? []
            : [
                { title: t('admin.customers.phone'), render: (_: unknown, c: Row) => c.phone },
                {
                  title: t('admin.customers.email'),
                  render: (_: unknown, c: Row) => c.email,
                  responsive: ['lg' as const],
                },
              ]),
          { title: t('admin.customers.orders'), render: (_, c) => c.orders_count ?? 0, align: 'end' },
          ...(phone
            ? []
            : [
                {
                  title: t('admin.customers.lastOrder'),
                  render: (_: unknown, c: Row) =>
                    c.last_order_at ? instantText(c.last_order_at) : t('admin.customers.noOrder'),
                },
              ]),
        ]}
      />
      {(page?.total ?? 0) > CUSTOMER_PAGE_SIZE ? (
        <Pagination
          className="admin-pages"
          current={filters.page}
          pageSize={CUSTOMER_PAGE_SIZE}
          total={page?.total ?? 0}
          showSizeChanger={false}
          simple={phone}
          onChange={(next) => setQuery(queryFromCustomerFilters({ ...filters, page: next }))}
        />
      ) : null}
    </section>
  );
}

/**
 * The search as typed; it reaches the URL after a pause. A search that changes from outside (Back, a
 * link) replaces what the box shows; the one the box sent itself does not (typing may have gone on).
 */
function SearchBox({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(search);
  const sent = useRef(search);
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setText(search);
    }
  }, [search]);
  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = next;
      onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // onSearch is a new function each render; the pause restarts only when the text changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <div className="admin-toolbar admin-customer-search" role="search" aria-label={t('admin.customers.find')}>
      <Input
        type="search"
        size="large"
        className="admin-search"
        value={text}
        aria-label={t('admin.customers.search')}
        placeholder={t('admin.customers.search')}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}
