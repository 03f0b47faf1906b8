// The products page's 'Export CSV' and 'Import CSV' (issue 18). Export downloads every product the list's
// filters find (no pages) as a .csv. Import opens a drawer: the file is picked and read in the browser
// (nothing is sent until the preview), the server's preview shows every row's change before -> after or
// its errors (row, column, text; 'Only rows with errors' filters), and 'Apply N changes' stays disabled
// while any error remains. The apply plans again on the products as they are then and answers what it did.
import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Button, Drawer, Switch, Table, Typography, Upload } from 'antd';
import {
  StaffApplyProductImportDocument,
  StaffProductImportPreviewDocument,
  StaffProductsCsvDocument,
} from './productImport.generated';
import { serverText } from '../../../shared/graphql/requestOutcome';
import { useIsMobile } from '../../../shared/hooks/useIsMobile';
import { useToast } from '../../../shared/ui/toast';
import type { ProductFilters } from './productFilters';
import {
  canApply,
  exportFileName,
  exportVariables,
  fileProblem,
  rowProduct,
  rowsToShow,
  type ImportPlan,
  type ImportRow,
} from './productImport';
import { t } from '../texts';

const FIELD_LABELS: Record<string, string> = {
  price: t('admin.products.price'),
  price_was: t('admin.products.priceWas'),
  stock: t('admin.products.stock'),
  status: t('admin.products.status'),
};

// FileReader rather than File.text(): older Safari and the tests' jsdom lack the latter.
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsText(file, 'utf-8');
  });
}

function download(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function ProductCsvButtons({ filters, onImported }: { filters: ProductFilters; onImported: () => void }) {
  const client = useApolloClient();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const [open, setOpen] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const r = await client.query({
        query: StaffProductsCsvDocument,
        variables: exportVariables(filters),
        fetchPolicy: 'no-cache',
      });
      const out = r.data?.staffProductsCsv;
      if (out?.error) toast.error(serverText(out.error, out.error.message ?? ''));
      else if (out?.csv != null) {
        download(out.csv, exportFileName(new Date()));
        toast.success(t('admin.products.import.exported', { count: out.rows ?? 0 }));
      } else toast.error(t('admin.network'));
    } catch {
      toast.error(t('admin.network'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button size="large" loading={exporting} onClick={() => void exportCsv()} className="admin-export-csv">
        {t('admin.products.exportCsv')}
      </Button>
      <Button size="large" onClick={() => setOpen(true)} className="admin-import-csv">
        {t('admin.products.importCsv')}
      </Button>
      {open ? <ImportDrawer onClose={() => setOpen(false)} onImported={onImported} /> : null}
    </>
  );
}

function ImportDrawer({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const client = useApolloClient();
  const [applyImport] = useMutation(StaffApplyProductImportDocument);
  const phone = useIsMobile();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [applied, setApplied] = useState<number | null>(null);

  const preview = async (file: File) => {
    setPlan(null);
    setApplied(null);
    setProblem(null);
    setFileName(file.name);
    const tooBig = fileProblem(file.size);
    if (tooBig) {
      setProblem(t(tooBig === 'empty' ? 'admin.products.import.empty' : 'admin.products.import.tooLarge'));
      return;
    }
    setBusy(true);
    try {
      const text = await readText(file);
      setCsv(text);
      const r = await client.query({
        query: StaffProductImportPreviewDocument,
        variables: { csv: text },
        fetchPolicy: 'no-cache',
      });
      const answer = r.data?.staffProductImportPreview;
      if (!answer) setProblem(t('admin.network'));
      else {
        setPlan(answer);
        setOnlyErrors((answer.failed ?? 0) > 0);
      }
    } catch {
      setProblem(t('admin.network'));
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (csv == null) return;
    setBusy(true);
    setProblem(null);
    try {
      const r = await applyImport({ variables: { csv } });
      const answer = r.data?.staffApplyProductImport;
      if (!answer) setProblem(t('admin.network'));
      else {
        setPlan(answer);
        if (answer.applied) {
          setApplied(answer.changed ?? 0);
          onImported();
        } else setOnlyErrors((answer.failed ?? 0) > 0);
      }
    } catch {
      setProblem(t('admin.network'));
    } finally {
      setBusy(false);
    }
  };

  const fileError = plan?.error && !plan.applied ? serverText(plan.error, plan.error.message ?? '') : null;
  const rows = rowsToShow(plan, onlyErrors);

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('admin.products.import.title')}
      size={phone ? '100%' : 'large'}
      className="admin-import-drawer"
      closable={{ 'aria-label': t('admin.close') }}
      footer={
        <Button
          type="primary"
          size="large"
          disabled={applied != null || !canApply(plan) || busy}
          loading={busy && plan != null}
          onClick={() => void apply()}
          className="admin-import-apply"
        >
          {t('admin.products.import.apply', { count: plan?.changed ?? 0 })}
        </Button>
      }
    >
      <p>{t('admin.products.import.help')}</p>
      <Upload
        accept=".csv,text/csv"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void preview(file);
          return false;
        }}
      >
        <Button size="large" loading={busy && plan == null}>
          {t('admin.products.import.pick')}
        </Button>
      </Upload>
      {fileName ? <p className="admin-muted">{fileName}</p> : null}
      {problem ? <Alert type="error" showIcon title={problem} className="form-alert" /> : null}
      {applied != null ? (
        <Alert type="success" showIcon title={t('admin.products.import.applied', { count: applied })} />
      ) : null}
      {fileError ? <Alert type="error" showIcon title={fileError} className="form-alert" /> : null}
      {plan ? (
        <>
          <p aria-live="polite">
            {t('admin.products.import.totals', {
              changed: plan.changed ?? 0,
              unchanged: plan.unchanged ?? 0,
              failed: plan.failed ?? 0,
            })}
          </p>
          {(plan.failed ?? 0) > 0 ? (
            <Alert type="warning" showIcon title={t('admin.products.import.fixErrors')} className="form-alert" />
          ) : null}
          <label className="admin-import-only-errors">
            <Switch checked={onlyErrors} onChange={setOnlyErrors} /> {t('admin.products.import.onlyErrors')}
          </label>
          <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={t('admin.products.import.title')}>
            <Table<ImportRow>
              rowKey={(r) => String(r.row)}
              dataSource={rows}
              size="small"
              pagination={{ pageSize: 50, showSizeChanger: false }}
              columns={[
                { title: t('admin.products.import.row'), dataIndex: 'row', width: 64 },
                { title: t('admin.products.import.product'), render: (_, r) => rowProduct(r) },
                { title: t('admin.products.import.changes'), render: (_, r) => <RowOutcome row={r} /> },
              ]}
            />
          </div>
        </>
      ) : null}
    </Drawer>
  );
}

function RowOutcome({ row }: { row: ImportRow }) {
  const errors = (row.errors ?? []).filter((e) => !!e);
  if (errors.length > 0)
    return (
      <ul className="admin-import-list">
        {errors.map((e, i) => (
          <li key={i}>
            <Typography.Text type="danger">
              {t('admin.products.import.error', {
                column: e?.column || t('admin.products.import.wholeRow'),
                message: serverText(e, e?.message ?? ''),
              })}
            </Typography.Text>
          </li>
        ))}
      </ul>
    );
  const changes = (row.changes ?? []).filter((c) => !!c);
  if (changes.length === 0) return <span className="admin-muted">{t('admin.products.import.noChange')}</span>;
  return (
    <ul className="admin-import-list">
      {changes.map((c) => (
        <li key={c?.field}>
          {t('admin.products.import.change', {
            field: FIELD_LABELS[c?.field ?? ''] ?? c?.field ?? '',
            before: c?.before ?? '',
            after: c?.after ?? '',
          })}
        </li>
      ))}
    </ul>
  );
}
