// /admin/vouchers (owner, manager): the vouchers, newest first, with a search by code or title; each row
// shows the discount, the window in the shop's time, the use count against its limit and whether it is on;
// 'New voucher' and a row's code open the form in a drawer. On a phone the window and use count give way
// so the row fits (nothing scrolls sideways); the form shows them.
import '../operations.css';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Input, Table, Tag } from 'antd';
import { StaffVouchersDocument, type StaffVoucherFieldsFragment } from '../operations.generated';
import { emptyOutcomeMessage, readOutcome } from '../../../shared/graphql/requestOutcome';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { instantText, useMoney } from '../staff/consoleFormat';
import { usesText } from './voucherForm';
import { VoucherDrawer } from './VoucherDrawer';
import { t } from '../texts';

type Row = StaffVoucherFieldsFragment;

/** 'new', a voucher's id, or nothing open. */
type Open = { id: string | null } | null;

export default function VouchersPage() {
  useDocumentTitle(t('admin.menu.vouchers'));
  const [search, setSearch] = useState('');
  const { data, error, loading, refetch } = useQuery(StaffVouchersDocument, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [open, setOpen] = useState<Open>(null);
  const money = useMoney();
  const list = data?.staffVouchers;
  const outcome = readOutcome(list ? { list, error: null } : null, error, data);
  const rows = (list ?? []).filter((v): v is Row => !!v?._id);
  const editing = open?.id ? (rows.find((v) => v._id === open.id) ?? null) : null;

  const discount = (v: Row) =>
    v.discount_type === '%'
      ? t('admin.vouchers.percentOff', { amount: String(v.amount ?? 0) })
      : t('admin.vouchers.amountOff', { amount: money(v.amount) });
  const windowText = (v: Row) => {
    const from = v.activation_date ? instantText(v.activation_date) : '';
    const to = v.deactivation_date ? instantText(v.deactivation_date) : '';
    if (from && to) return t('admin.vouchers.window', { from, to });
    if (from) return t('admin.vouchers.from', { from });
    return to ? t('admin.vouchers.until', { to }) : t('admin.vouchers.always');
  };

  return (
    <section className="admin-vouchers">
      <div className="admin-toolbar">
        <h1>{t('admin.menu.vouchers')}</h1>
        <Button type="primary" size="large" className="admin-new-voucher" onClick={() => setOpen({ id: null })}>
          {t('admin.vouchers.new')}
        </Button>
      </div>
      <div className="admin-toolbar admin-voucher-search" role="search" aria-label={t('admin.vouchers.find')}>
        <Input.Search
          type="search"
          size="large"
          allowClear
          aria-label={t('admin.vouchers.search')}
          placeholder={t('admin.vouchers.search')}
          enterButton={t('admin.vouchers.searchButton')}
          onSearch={(value) => setSearch(value.trim())}
        />
      </div>
      {outcome.kind === 'server-error' ? <Alert type="error" showIcon title={outcome.message} /> : null}
      {outcome.kind === 'network' ? <Alert type="error" showIcon title={t('admin.network')} /> : null}
      {outcome.kind === 'empty' && !loading ? (
        <Alert type="error" showIcon title={emptyOutcomeMessage(outcome)} />
      ) : null}
      <Table<Row>
        rowKey={(v) => v._id ?? ''}
        dataSource={rows}
        loading={loading && !list}
        pagination={false}
        locale={{ emptyText: search ? t('admin.vouchers.noneFound') : t('admin.vouchers.none') }}
        columns={[
          {
            title: t('admin.vouchers.code'),
            render: (_, v) => (
              <Button
                type="link"
                className="admin-voucher-open"
                aria-label={t('admin.vouchers.edit', { code: v.code ?? '' })}
                onClick={() => setOpen({ id: v._id ?? null })}
              >
                {v.code}
              </Button>
            ),
          },
          { title: t('admin.vouchers.discount'), render: (_, v) => discount(v) },
          { title: t('admin.vouchers.windowTitle'), render: (_, v) => windowText(v), responsive: ['md'] },
          { title: t('admin.vouchers.uses'), render: (_, v) => usesText(v), responsive: ['sm'] },
          {
            title: t('admin.vouchers.state'),
            render: (_, v) =>
              v.enabled ? <Tag color="green">{t('admin.vouchers.on')}</Tag> : <Tag>{t('admin.vouchers.off')}</Tag>,
          },
        ]}
      />
      {open ? (
        <VoucherDrawer
          voucher={editing}
          onClose={() => setOpen(null)}
          onReload={() => refetch()}
          onSaved={() => {
            setOpen(null);
            void refetch();
          }}
        />
      ) : null}
    </section>
  );
}
