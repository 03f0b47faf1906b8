// /admin/audit (owner): the audit trail, newest first, a page at a time ('Load more'), filtered by
// subject (an order serial or a staff id); each entry's before and after as a small diff.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Input, List } from 'antd';
import { StaffAuditLogDocument, type StaffAuditLogQuery } from '../admin.generated';
import { readOutcome } from '../../../shared/graphql/requestOutcome';
import { instantText } from '../staff/consoleFormat';
import { auditDiff } from './auditDiff';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { t } from '../texts';

export const AUDIT_PAGE_SIZE = 25;

/** Who made the change: staff added with `karyana staff add` have no signed-in author. */
function actorText(entry: Entry, when: string): string {
  const name = entry.actor_name ?? entry.actor_id;
  return name ? t('admin.audit.by', { name, when }) : t('admin.audit.byCommandLine', { when });
}

type Entry = NonNullable<NonNullable<NonNullable<StaffAuditLogQuery['staffAuditLog']>['entries']>[number]>;

export default function AuditPage() {
  useDocumentTitle(t('admin.menu.audit'));
  const [subject, setSubject] = useState('');
  const [more, setMore] = useState<Entry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, error, fetchMore } = useQuery(StaffAuditLogDocument, {
    variables: { first: AUDIT_PAGE_SIZE, subject: subject || undefined },
  });
  const outcome = readOutcome(data?.staffAuditLog, error, data);
  const first = outcome.kind === 'ok' ? outcome.value : null;
  const entries = [...(first?.entries ?? []), ...more].filter((e): e is Entry => !!e);
  const next = more.length > 0 ? cursor : (first?.nextCursor ?? null);

  const loadMore = async () => {
    if (!next) return;
    setBusy(true);
    const { data: page } = await fetchMore({
      variables: { first: AUDIT_PAGE_SIZE, after: next, subject: subject || undefined },
      updateQuery: (previous) => previous,
    });
    setBusy(false);
    setMore((m) => [...m, ...(page?.staffAuditLog?.entries ?? []).filter((e): e is Entry => !!e)]);
    setCursor(page?.staffAuditLog?.nextCursor ?? null);
  };

  return (
    <section className="admin-audit">
      <div className="admin-toolbar">
        <h1>{t('admin.menu.audit')}</h1>
        <Input.Search
          allowClear
          size="large"
          className="admin-search"
          placeholder={t('admin.audit.subject')}
          aria-label={t('admin.audit.subject')}
          onSearch={(value) => {
            setMore([]);
            setCursor(null);
            setSubject(value.trim());
          }}
        />
      </div>
      {outcome.kind === 'server-error' ? <Alert type="error" showIcon title={outcome.message} /> : null}
      <List<Entry>
        dataSource={entries}
        rowKey={(e) => e._id ?? ''}
        renderItem={(entry) => (
          <List.Item>
            <div className="admin-audit-entry">
              <div>
                <strong>{entry.action}</strong> <span>{entry.subject}</span>{' '}
                <span className="admin-muted">{actorText(entry, instantText(entry.created_at))}</span>
              </div>
              <ul className="admin-diff-list">
                {auditDiff(entry.before, entry.after).map((c) => (
                  <li key={c.field}>
                    <code>{c.field}</code> <del>{c.before}</del> <ins>{c.after}</ins>
                  </li>
                ))}
              </ul>
            </div>
          </List.Item>
        )}
      />
      {next ? (
        <Button size="large" block loading={busy} onClick={() => void loadMore()}>
          {t('admin.audit.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
