// /admin/pages/new and /admin/pages/:id (owner, manager): a content page's title, slug, status and body.
// The body is HTML from the server's allow-list (p h2 h3 ul ol li strong em br, a href) typed in a text
// area, with a live preview drawn exactly as the store front draws a page (shared SafeHtml in
// .content-body). After a save the form shows the body as stored, with a notice when the server removed
// something; a stale version (PAGE_CHANGED) is a warning with Reload, a taken slug sits under the slug.
import './pages.css';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { StaffPagesDocument, StaffSavePageDocument, type StaffPageFieldsFragment } from './pages.generated';
import { emptyOutcomeMessage, payloadText, readOutcome, serverMessage } from '../../../shared/graphql/requestOutcome';
import { maxLength, required } from '../../../shared/forms/rules';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useToast } from '../../../shared/ui/toast';
import { PageSkeleton } from '../../../shared/ui/skeletons';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { FormProblem, type FormProblemValue } from '../staff/FormProblem';
import { useParkFocus } from '../staff/parkedFocus';
import {
  BODY_MAX,
  consolePagePath,
  formattingRemoved,
  PAGE_STATUSES,
  pageFieldOf,
  pageFormValues,
  pageInput,
  SLUG_PATTERN,
  storePagePath,
  TITLE_MAX,
  type PageFormValues,
} from './pageForm';
import { t } from './texts';

type Page = StaffPageFieldsFragment;

export default function PageFormPage() {
  const { id } = useParams();
  const { data, error, loading, refetch } = useQuery(StaffPagesDocument, { fetchPolicy: 'cache-and-network' });
  // A new page's first save moves to its own address: the notice comes along in the navigation's state.
  const arrived = useLocation().state as { stripped?: boolean } | null;
  const [stripped, setStripped] = useState(!!arrived?.stripped);
  const list = data?.staffPages;
  const page = id ? ((list ?? []).find((p) => p?._id === id) ?? null) : null;
  useDocumentTitle(id ? (page?.title ?? t('admin.pages.edit')) : t('admin.pages.new'));
  const outcome = readOutcome(list ? { list, error: null } : null, error, data);
  // A new page's first save moves to its own address and Reload takes the Reload button away: focus left
  // on the page goes to the heading (the console's focus rule), never to the body.
  const heading = useParkFocus<HTMLHeadingElement>(`${page?._id ?? 'new'}:${page?.version ?? 0}`);
  const reload = async () => {
    const fresh = await refetch();
    return (fresh.data?.staffPages ?? []).find((p) => !!id && p?._id === id) ?? null;
  };

  if (id && !page) {
    if (loading) return <PageSkeleton />;
    return (
      <section className="admin-page-form-page">
        <BackLink />
        {outcome.kind === 'server-error' ? <Alert type="error" showIcon title={outcome.message} /> : null}
        {outcome.kind === 'network' ? <Alert type="error" showIcon title={t('admin.pages.network')} /> : null}
        {outcome.kind === 'empty' ? <Alert type="error" showIcon title={emptyOutcomeMessage(outcome)} /> : null}
        {outcome.kind === 'ok' ? <Alert type="error" showIcon title={t('admin.pages.notFound')} /> : null}
      </section>
    );
  }

  return (
    <section className="admin-page-form-page">
      <BackLink />
      <div className="admin-toolbar">
        <h1 ref={heading} tabIndex={-1} data-focus-park="">
          {page ? page.title : t('admin.pages.new')}
        </h1>
        {page?.status === 'published' && page.slug ? (
          <a href={storePagePath(page.slug)} className="admin-link-button admin-view-page">
            {t('admin.pages.view')}
          </a>
        ) : null}
      </div>
      {stripped ? (
        <Alert
          type="info"
          showIcon
          closable
          onClose={() => setStripped(false)}
          className="admin-page-stripped"
          title={t('admin.pages.stripped')}
        />
      ) : null}
      {/* Saves and Reload put the page as stored into the same form, so 'Save page' keeps focus. */}
      <PageForm
        key={page?._id ?? 'new'}
        page={page}
        onSaved={setStripped}
        onReload={reload}
        onReloaded={() => heading.current?.focus()}
      />
    </section>
  );
}

function BackLink() {
  return (
    <Link to="/admin/pages" className="admin-back-link">
      {t('admin.pages.back')}
    </Link>
  );
}

function PageForm({
  page,
  onSaved,
  onReload,
  onReloaded,
}: {
  page: Page | null;
  /** After a save: whether the stored body lost something that was sent. */
  onSaved: (stripped: boolean) => void;
  /** Reads the page again; the page as it is now (null: not found). */
  onReload: () => Promise<Page | null>;
  /** The form shows the page as read again (Reload's button is going away: focus goes elsewhere). */
  onReloaded: () => void;
}) {
  const [form] = Form.useForm<PageFormValues>();
  // An edit's answer updates the cached page (by id); a new page is read into the list before moving to it.
  const [save] = useMutation(StaffSavePageDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblemValue | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  const body = Form.useWatch('body', form) ?? page?.body ?? '';

  const submit = async (values: PageFormValues) => {
    setBusy(true);
    setProblem(null);
    let answer;
    try {
      answer = await save({ variables: { input: pageInput(values, page) } });
    } catch (thrown) {
      answer = { data: undefined, error: thrown as Error };
    }
    setBusy(false);
    const value = answer.data?.staffSavePage;
    const refusal = value?.error;
    if (refusal?.message) {
      const message = payloadText(refusal) ?? refusal.message;
      const field = pageFieldOf(refusal.details);
      if (refusal.textCode === 'PAGE_CHANGED') setProblem({ kind: 'changed', message });
      else if (field) form.setFields([{ name: field, errors: [message] }]);
      else setProblem({ kind: 'alert', message });
      return;
    }
    if (value?._id) {
      toast.success(t('admin.pages.saved'));
      const removed = formattingRemoved(values.body, value.body);
      onSaved(removed);
      form.setFieldsValue(pageFormValues(value));
      if (!page?._id) {
        await onReload();
        void navigate(consolePagePath(value._id), { replace: true, state: { stripped: removed } });
      }
      return;
    }
    setProblem({
      kind: 'alert',
      message: answer.error
        ? (serverMessage(answer.error) ?? t('admin.pages.network'))
        : emptyOutcomeMessage({ answered: !!answer.data }),
    });
  };

  return (
    <Form<PageFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={pageFormValues(page)}
      onFinish={(v) => void submit(v)}
      className="admin-page-form"
    >
      <FormProblem
        problem={problem}
        reloadLabel={t('admin.pages.reload')}
        onReload={() =>
          void onReload().then((fresh) => {
            form.resetFields();
            if (fresh) form.setFieldsValue(pageFormValues(fresh));
            onReloaded();
            setProblem(null);
          })
        }
        onClose={() => setProblem(null)}
      />
      <div className="admin-page-fields">
        <Form.Item label={t('admin.pages.pageTitle')} name="title" rules={[required, maxLength(TITLE_MAX)]}>
          <Input />
        </Form.Item>
        <Form.Item
          label={t('admin.pages.slug')}
          name="slug"
          extra={page?._id ? t('admin.pages.slugHint') : t('admin.pages.slugHintNew')}
          rules={[{ pattern: SLUG_PATTERN, message: t('admin.pages.slugRule') }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('admin.pages.status')} name="status" rules={[required]}>
          <Radio.Group
            optionType="button"
            options={PAGE_STATUSES.map((value) => ({ value, label: t(`admin.pages.status.${value}`) }))}
          />
        </Form.Item>
      </div>
      <div className="admin-page-body">
        <Form.Item
          label={t('admin.pages.body')}
          name="body"
          extra={t('admin.pages.bodyHint')}
          rules={[required, maxLength(BODY_MAX)]}
        >
          <Input.TextArea className="admin-page-html" autoSize={{ minRows: 12, maxRows: 30 }} spellCheck={false} />
        </Form.Item>
        <section className="admin-page-preview" aria-labelledby="admin-page-preview-title">
          <h2 id="admin-page-preview-title">{t('admin.pages.preview')}</h2>
          <div className="content-page">
            <SafeHtml html={body} className="content-body" />
          </div>
        </section>
      </div>
      <Button type="primary" htmlType="submit" size="large" loading={busy} className="admin-save-page">
        {t('admin.pages.save')}
      </Button>
    </Form>
  );
}
