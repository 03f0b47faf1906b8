// A category's child categories as chips, each with its product count.
import { Link } from 'react-router';
import { categoryPath, type CategoryNode } from '../../../shared/catalogue/categoryTree';
import { t } from './texts';

export function ChildCategories({ categories }: { categories: ReadonlyArray<CategoryNode> }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('catalogue.components.related')}>
      <ul className="child-categories">
        {categories.map((child) => (
          <li key={child.id}>
            <Link to={categoryPath(child.slug)} className="child-category">
              {child.image ? <img src={child.image} alt="" width={28} height={28} loading="lazy" /> : null}
              <span>{child.title}</span>
              {child.productCount !== null ? (
                <span
                  className="child-category-count"
                  aria-label={t('catalogue.components.productCount', { count: child.productCount })}
                >
                  {child.productCount}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
