// /template: a developer-only catalogue of the store's icons; not linked from any menu.
import { Typography } from 'antd';
import { useToast } from '../../shared/ui/toast';
import { APP_ICONS } from '../../shared/ui/icons';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { t } from './texts';

export default function TemplatePage() {
  const message = useToast();
  useDocumentTitle(t('developer.title'));
  const copy = (name: string) => {
    void navigator.clipboard?.writeText(`<${name} />`).then(
      () => message.success(t('developer.copied', { element: `<${name} />` })),
      () => undefined,
    );
  };
  return (
    <div className="template-page">
      <Typography.Title level={1}>{t('developer.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('developer.intro', { count: Object.keys(APP_ICONS).length })}
      </Typography.Paragraph>
      <ul className="icon-grid">
        {Object.entries(APP_ICONS).map(([name, Icon]) => (
          <li key={name}>
            <button type="button" className="icon-tile" onClick={() => copy(name)}>
              <span className="icon-tile-glyph" aria-hidden="true">
                <Icon />
              </span>
              <span className="icon-tile-name">{name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
