import { useQuery } from '@apollo/client/react';
import { PageBySlugDocument, type PageBySlugQuery } from './pageBySlug.generated';

export type ContentPageRecord = NonNullable<PageBySlugQuery['pageBySlug']>;

export type PageState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string; retry: () => void }
  | { kind: 'ready'; page: ContentPageRecord };

/** One content page by slug: missing when the server has none (or only an unpublished one). */
export function usePage(slug: string): PageState {
  const { data, loading, error, refetch } = useQuery(PageBySlugDocument, { variables: { slug } });
  if (loading) return { kind: 'loading' };
  const page = data?.pageBySlug;
  if (page?.error?.message) return { kind: 'missing' };
  if (page?._id) return { kind: 'ready', page };
  if (error) return { kind: 'failed', message: error.message, retry: () => void refetch() };
  return { kind: 'missing' };
}
