// /category/{slug} (shopping.md §2 Category listing): breadcrumbs, the child categories with
// their product counts, and the category's products 20 at a time with 'More'.
import { useParams } from 'react-router';
import { Skeleton } from 'antd';
import { useCategories } from '../../../shared/catalogue/useCategories';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { NotFound } from '../../../shared/ui/NotFound';
import { BreadcrumbSkeleton } from '../../../shared/ui/skeletons';
import { CatalogueBreadcrumbs } from '../components/CatalogueBreadcrumbs';
import { ChildCategories } from '../components/ChildCategories';
import { findCategoryPath } from '../listing/findCategory';
import { ProductListing } from '../listing/ProductListing';
import { useProductList } from '../listing/useProductList';
import '../catalogue.css';
import { t } from './texts';

function CategoryListing({ slug }: { slug: string }) {
  const { tree, loading: categoriesLoading, error: categoriesFailed } = useCategories();
  const path = findCategoryPath(tree, slug);
  const category = path.at(-1);
  const list = useProductList({ cat_slug: slug });
  useDocumentTitle(category ? category.title : undefined);

  // Only enabled categories are listed: one the menu does not know is not for customers.
  if (!category && !categoriesLoading && !categoriesFailed) return <NotFound />;

  const count = list.totalCount ?? category?.productCount ?? null;
  return (
    <div className="listing-page">
      {category ? <CatalogueBreadcrumbs path={path} /> : categoriesLoading ? <BreadcrumbSkeleton /> : null}
      <header className="listing-header">
        {category ? (
          <h1 className="listing-title">{category.title}</h1>
        ) : categoriesLoading ? (
          <Skeleton.Input active size="large" style={{ width: 280 }} />
        ) : null}
        {count !== null ? <p className="listing-count">{count === 1 ? '1 product' : `${count} products`}</p> : null}
      </header>
      {category ? <ChildCategories categories={category.children} /> : null}
      <ProductListing
        list={list}
        label={
          category
            ? t('catalogue.pages.category.products', { title: category.title })
            : t('catalogue.pages.category.productsDefault')
        }
      />
    </div>
  );
}

export default function CategoryPage() {
  const { slug = '' } = useParams();
  // A new category starts from its first page.
  return <CategoryListing key={slug} slug={slug} />;
}
