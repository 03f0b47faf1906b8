// The desktop 'Shop' mega-menu: opens on click; each hovered (or focused) category opens the
// next column, headed by 'View All {title}'. Arrow keys move, Escape closes and returns focus.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LightButton } from '../../shared/ui/LightButton';
import { AppstoreOutlined, DownOutlined, RightOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useCategories } from '../../shared/catalogue/useCategories';
import { categoryPath, type CategoryNode } from '../../shared/catalogue/categoryTree';
import { t } from './texts';

const ITEM_SELECTOR = '[data-menu-item]';

function itemsOf(column: Element | null | undefined): HTMLElement[] {
  return column ? Array.from(column.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) : [];
}

export function CategoryMegaMenu({ label = t('app.layout.menu.shop') }: { label?: string }) {
  const { tree, loading } = useCategories();
  const [open, setOpen] = useState(false);
  const [path, setPath] = useState<CategoryNode[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setPath([]);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => close(false), [pathname, close]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, close]);

  const columns: { parent: CategoryNode | null; items: CategoryNode[] }[] = [{ parent: null, items: tree }];
  for (const node of path) {
    if (node.children.length > 0) columns.push({ parent: node, items: node.children });
  }

  const focusColumn = (index: number, which: 'first' | 'current' = 'first') => {
    // Columns render after state changes: wait a frame for the next one to exist.
    requestAnimationFrame(() => {
      const column = panelRef.current?.querySelectorAll('[data-menu-column]')[index];
      const items = itemsOf(column);
      const target = which === 'current' ? (items.find((el) => el.dataset.active === 'true') ?? items[0]) : items[0];
      target?.focus();
    });
  };

  const openFromKeyboard = () => {
    setOpen(true);
    focusColumn(0);
  };

  const onPanelKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = document.activeElement as HTMLElement | null;
    const columnEl = current?.closest('[data-menu-column]');
    const columnIndex = Number(columnEl?.getAttribute('data-menu-column') ?? 0);
    const items = itemsOf(columnEl);
    const at = current ? items.indexOf(current) : -1;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        items[(at + 1) % items.length]?.focus();
        break;
      case 'ArrowUp':
        e.preventDefault();
        items[(at - 1 + items.length) % items.length]?.focus();
        break;
      case 'ArrowRight':
        if (current?.dataset.hasChildren === 'true') {
          e.preventDefault();
          focusColumn(columnIndex + 1);
        }
        break;
      case 'ArrowLeft':
        if (columnIndex > 0) {
          e.preventDefault();
          focusColumn(columnIndex - 1, 'current');
        }
        break;
      case 'Escape':
        e.preventDefault();
        close(true);
        break;
      case 'Home':
        e.preventDefault();
        items[0]?.focus();
        break;
      case 'End':
        e.preventDefault();
        items[items.length - 1]?.focus();
        break;
    }
  };

  return (
    <div
      className="mega-menu"
      ref={rootRef}
      onBlur={(e) => {
        if (open && !rootRef.current?.contains(e.relatedTarget as Node | null)) close(false);
      }}
    >
      <LightButton
        ref={buttonRef}
        className="mega-menu-button"
        icon={<AppstoreOutlined />}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="true"
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || ((e.key === 'Enter' || e.key === ' ') && !open)) {
            e.preventDefault();
            openFromKeyboard();
          }
        }}
      >
        {label} <DownOutlined className="mega-menu-caret" />
      </LightButton>
      <div
        id={panelId}
        ref={panelRef}
        className="mega-menu-panel"
        hidden={!open}
        role="region"
        aria-label={t('app.layout.menu.categories')}
        onKeyDown={onPanelKeyDown}
        onMouseLeave={() => setPath((p) => p.slice(0, 1))}
      >
        {loading && tree.length === 0 ? <p className="mega-menu-empty">{t('app.layout.menu.loading')}</p> : null}
        {columns.map((column, columnIndex) => (
          <ul key={column.parent?.id ?? 'root'} className="mega-menu-column" data-menu-column={columnIndex}>
            {column.parent ? (
              <li className="mega-menu-view-all">
                <Link to={categoryPath(column.parent.slug)} data-menu-item="">
                  {t('app.layout.menu.viewAll', { title: column.parent.title })}
                </Link>
              </li>
            ) : (
              <li className="mega-menu-heading" aria-hidden="true">
                {t('app.layout.menu.heading')}
              </li>
            )}
            {column.items.map((node) => {
              const active = path[columnIndex]?.id === node.id;
              const openBranch = () => setPath((p) => [...p.slice(0, columnIndex), node]);
              return (
                <li key={node.id}>
                  <Link
                    to={categoryPath(node.slug)}
                    className={active ? 'mega-menu-item is-active' : 'mega-menu-item'}
                    data-menu-item=""
                    data-active={active ? 'true' : 'false'}
                    data-has-children={node.children.length > 0 ? 'true' : 'false'}
                    aria-haspopup={node.children.length > 0 ? 'true' : undefined}
                    aria-expanded={node.children.length > 0 ? active : undefined}
                    onMouseEnter={openBranch}
                    onFocus={openBranch}
                  >
                    {columnIndex === 0 && node.image ? (
                      <img src={node.image} alt="" className="mega-menu-thumb" loading="lazy" width={28} height={28} />
                    ) : null}
                    <span className="mega-menu-title">{node.title}</span>
                    {node.children.length > 0 ? <RightOutlined className="mega-menu-arrow" aria-hidden="true" /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        ))}
        {path[0]?.menuImage ? (
          <Link to={categoryPath(path[0].slug)} className="mega-menu-promo" tabIndex={-1} aria-hidden="true">
            <img src={path[0].menuImage} alt="" width={220} height={220} loading="lazy" />
            <span className="mega-menu-promo-title">{path[0].title}</span>
            {path[0].productCount ? (
              <span className="mega-menu-promo-count">
                {t('app.layout.menu.productCount', { count: path[0].productCount })}
              </span>
            ) : null}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
