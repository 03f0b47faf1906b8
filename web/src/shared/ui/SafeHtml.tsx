import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Renders HTML from the server after removing scripts, handlers and other unsafe markup. */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
