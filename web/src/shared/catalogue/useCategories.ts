import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { MenuCategoriesDocument } from './categories.generated';
import { ENABLED_CATEGORIES_FILTER } from '../config';
import { buildCategoryTree, type CategoryNode } from './categoryTree';

/** The enabled category tree for menus (the spec asks for cache-first here). */
export function useCategories(): { tree: CategoryNode[]; loading: boolean; error: boolean } {
  const { data, loading, error } = useQuery(MenuCategoriesDocument, {
    variables: { filter: ENABLED_CATEGORIES_FILTER },
    fetchPolicy: 'cache-first',
  });
  const tree = useMemo(() => buildCategoryTree(data?.productCats), [data]);
  return { tree, loading, error: Boolean(error) };
}
