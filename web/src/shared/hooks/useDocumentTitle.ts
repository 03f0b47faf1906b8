import { useEffect } from 'react';
import { useSettings } from '../settings/storeSettings';
import { t } from '../ui/texts';

/**
 * Sets the tab title to "{title} | {default page title}", or the default alone for null;
 * undefined leaves the title to another component.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const { default_page_title, app_name } = useSettings();
  useEffect(() => {
    if (title === undefined) return;
    const base = default_page_title || app_name || t('shared.ui.storeName');
    document.title = title ? `${title} | ${base}` : base;
  }, [title, default_page_title, app_name]);
}
