// The footer's groups on mobile: one opens at a time; each header is a real button.
import { useId, useState, type ReactNode } from 'react';
import { DownOutlined } from '@ant-design/icons';

export interface AccordionSection {
  key: string;
  title: string;
  content: ReactNode;
}

export function FooterAccordion({ sections }: { sections: AccordionSection[] }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const baseId = useId();
  return (
    <div className="footer-accordion">
      {sections.map((section) => {
        const open = openKey === section.key;
        const panelId = `${baseId}-${section.key}`;
        return (
          <div key={section.key} className={open ? 'accordion-item is-open' : 'accordion-item'}>
            <h2 className="accordion-heading">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                className="accordion-trigger"
                onClick={() => setOpenKey(open ? null : section.key)}
              >
                <span className="footer-group-title">{section.title}</span>
                <DownOutlined className="accordion-caret" aria-hidden="true" />
              </button>
            </h2>
            <div id={panelId} role="region" aria-label={section.title} hidden={!open} className="accordion-panel">
              {section.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
