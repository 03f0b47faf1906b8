// antd 6 shows a form field's errors under it (linked by aria-describedby) but no longer marks
// them role="alert", so a screen reader hears nothing when a submit fails. One polite live region
// for the whole app reads the errors on screen whenever they change (WCAG 4.1.3 status messages).
import { useEffect, useState } from 'react';

const ERROR_SELECTOR = '.ant-form-item-explain-error';
// antd renders a field's errors over a few ticks and animates them in; read once they settle.
const SETTLE_MS = 150;

/** The distinct error texts on the page, in document order, as one sentence list. */
export function visibleFormErrors(root: ParentNode = document): string {
  const texts = [...root.querySelectorAll(ERROR_SELECTOR)].map((e) => e.textContent?.trim() ?? '').filter(Boolean);
  return [...new Set(texts)].join('. ');
}

export function FormErrorAnnouncer() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setMessage(visibleFormErrors()), SETTLE_MS);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
