// Home › category path › current page, for listings and the product page.
import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { categoryPath, type CategoryNode } from '../../../shared/catalogue/categoryTree';
import { t } from './texts';

export function CatalogueBreadcrumbs({ path, current }: { path: ReadonlyArray<CategoryNode>; current?: string }) {
  const items = [
    { key: 'home', title: <Link to="/">{t('catalogue.components.home')}</Link> },
    ...path.map((node, i) => ({
      key: node.id,
      // The last category is the page itself unless a product title follows it.
      title:
        i === path.length - 1 && current === undefined ? (
          <span aria-current="page">{node.title}</span>
        ) : (
          <Link to={categoryPath(node.slug)}>{node.title}</Link>
        ),
    })),
    ...(current !== undefined ? [{ key: 'current', title: <span aria-current="page">{current}</span> }] : []),
  ];
  return <Breadcrumb className="catalogue-breadcrumbs" items={items} />;
}
