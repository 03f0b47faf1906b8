import { ArrowUpOutlined } from '@ant-design/icons';
import { useScrollState } from '../../shared/hooks/useScrollState';
import { t } from './texts';

const SHOW_AFTER_PX = 400;

/** A round button that appears once the page is scrolled and takes the customer back up. */
export function ScrollToTop() {
  const { y } = useScrollState();
  if (y < SHOW_AFTER_PX) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t('app.layout.scrollToTop.label')}
      title={t('app.layout.scrollToTop.title')}
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpOutlined aria-hidden="true" />
    </button>
  );
}
