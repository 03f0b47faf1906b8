// /admin/pages (owner, manager): the store's content pages (help, terms …), by title, any status: title,
// slug, published or draft, last update; 'New page' and a title open the page's form. On a phone the slug
// and date give way so a row fits (nothing scrolls sideways); the form shows them.
import './pages.css';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Alert, Table, Tag } from 'antd';
import { StaffPagesDocument, type StaffPageFieldsFragment } from './pages.generated';
import { emptyOutcomeMessage, readOutcome } from '../../../shared/graphql/requestOutcome';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { instantText } from '../staff/consoleFormat';
import { consolePagePath } from './pageForm';
import { t } from './texts';

type Row = StaffPageFieldsFragment;

export function PageStatusTag({ status }: { status: string | null | undefined }) {
  return status === 'published' ? (
    <Tag color="green">{t('admin.pages.status.published')}</Tag>
  ) : (
    <Tag>{t('admin.pages.status.draft')}</Tag>
  );
}

export default function PagesPage() {
  useDocumentTitle(t('admin.pages.title'));
  const { data, error, loading } = useQuery(StaffPagesDocument, { fetchPolicy: 'cache-and-network' });
  const list = data?.staffPages;
  const outcome = readOutcome(list ? { list, error: null } : null, error, data);
  const rows = (list ?? []).filter((p): p is Row => !!p?._id);

  return (
    <section className="admin-content-pages">
      <div className="admin-toolbar">
        <h1>{t('admin.pages.title')}</h1>
        <Link to="/admin/pages/new" className="admin-link-button admin-new-page">
          {t('admin.pages.new')}
        </Link>
      </div>
      {outcome.kind === 'server-error' ? <Alert type="error" showIcon title={outcome.message} /> : null}
      {outcome.kind === 'network' ? <Alert type="error" showIcon title={t('admin.pages.network')} /> : null}
      {outcome.kind === 'empty' && !loading ? (
        <Alert type="error" showIcon title={emptyOutcomeMessage(outcome)} />
      ) : null}
      <Table<Row>
        rowKey={(p) => p._id ?? ''}
        dataSource={rows}
        loading={loading && !list}
        pagination={false}
        locale={{ emptyText: t('admin.pages.none') }}
        columns={[
          {
            title: t('admin.pages.pageTitle'),
            render: (_, p) => (
              <Link to={consolePagePath(p._id ?? '')} className="admin-page-link">
                {p.title}
              </Link>
            ),
          },
          { title: t('admin.pages.slug'), render: (_, p) => p.slug, responsive: ['md'] },
          { title: t('admin.pages.status'), render: (_, p) => <PageStatusTag status={p.status} /> },
          { title: t('admin.pages.updated'), render: (_, p) => instantText(p.updated_at), responsive: ['sm'] },
        ]}
      />
    </section>
  );
}
