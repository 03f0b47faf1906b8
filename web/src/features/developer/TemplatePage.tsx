// /template: a developer-only catalogue of the store's icons; not linked from any menu.
import { Typography } from 'antd';
import { useToast } from '../../shared/ui/toast';
import { APP_ICONS } from '../../shared/ui/icons';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';

export default function TemplatePage() {
  const message = useToast();
  useDocumentTitle('Icons');
  const copy = (name: string) => {
    void navigator.clipboard?.writeText(`<${name} />`).then(
      () => message.success(`Copied <${name} />`),
      () => undefined,
    );
  };
  return (
    <div className="template-page">
      <Typography.Title level={1}>Icons</Typography.Title>
      <Typography.Paragraph type="secondary">
        The icons the store uses ({Object.keys(APP_ICONS).length}). Click one to copy its element.
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
