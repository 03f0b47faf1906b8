// A content page: its title and sanitised HTML body, a skeleton while loading, 404 when missing.
import { useEffect } from 'react';
import { Alert, Button, Typography } from 'antd';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { PageSkeleton } from '../../shared/ui/skeletons';
import { NotFound } from '../../shared/ui/NotFound';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { usePage } from './usePage';
import { t } from './texts';

function useMetaDescription(text: string | null | undefined) {
  useEffect(() => {
    if (!text) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = text;
    return () => {
      if (meta) meta.content = previous;
    };
  }, [text]);
}

export function ContentView({
  slug,
  showTitle = true,
  hideWhenMissing = false,
}: {
  slug: string;
  showTitle?: boolean;
  /** Embedded pages (such as /help's) show nothing instead of the 404 view. */
  hideWhenMissing?: boolean;
}) {
  const state = usePage(slug);
  const page = state.kind === 'ready' ? state.page : null;
  useDocumentTitle(showTitle ? (page ? page.seo_title || page.title : null) : undefined);
  useMetaDescription(page?.seo_desc);

  switch (state.kind) {
    case 'loading':
      return <PageSkeleton rows={10} />;
    case 'missing':
      return hideWhenMissing ? null : <NotFound />;
    case 'failed':
      return (
        <Alert
          type="error"
          showIcon
          message={t('content.requestError')}
          description={state.message}
          action={<Button onClick={state.retry}>{t('content.tryAgain')}</Button>}
        />
      );
    case 'ready':
      return (
        <article className="content-page">
          {showTitle ? <Typography.Title level={1}>{state.page.title}</Typography.Title> : null}
          <SafeHtml html={state.page.body} className="content-body" />
        </article>
      );
  }
}
