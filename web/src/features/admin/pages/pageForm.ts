// The content page form's pure parts: the form's values from a stored page, the input staffSavePage takes
// (a slug only when the person typed a new one: absent, the server makes it from the title on create and
// keeps it on edit), which field a refusal names, and whether the stored body lost something the person
// sent (the server keeps only its allow-list, so the console says so after a save).
import type { StaffPageFieldsFragment } from './pages.generated';
import type { StaffPageInput } from '../../../gql/types';

export const PAGE_STATUSES = ['published', 'draft'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];
export const TITLE_MAX = 200;
export const BODY_MAX = 200_000;
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

export interface PageFormValues {
  title: string;
  slug: string;
  status: PageStatus;
  body: string;
}

export function pageFormValues(page: StaffPageFieldsFragment | null | undefined): PageFormValues {
  return {
    title: page?.title ?? '',
    slug: page?.slug ?? '',
    status: page?.status === 'published' ? 'published' : 'draft',
    body: page?.body ?? '',
  };
}

export function pageInput(values: PageFormValues, page: StaffPageFieldsFragment | null | undefined): StaffPageInput {
  const slug = values.slug.trim();
  return {
    ...(page?._id ? { _id: page._id, version: page.version ?? 0 } : {}),
    title: values.title.trim(),
    ...(slug && slug !== (page?.slug ?? '') ? { slug } : {}),
    status: values.status,
    body: values.body,
  };
}

const FIELDS: readonly (keyof PageFormValues)[] = ['title', 'slug', 'status', 'body'];

/** The form field a refusal's details names, or null for one about the whole page. */
export function pageFieldOf(details: string | null | undefined): keyof PageFormValues | null {
  return FIELDS.find((field) => field === details) ?? null;
}

/** HTML as a browser writes it back (`<br/>` as `<br>`, entities and quotes alike), for comparing. */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.innerHTML.trim();
}

/** True when the body as stored is not the body as sent, beyond how HTML may be written. */
export function formattingRemoved(sent: string, stored: string | null | undefined): boolean {
  return normalized(sent) !== normalized(stored ?? '');
}

export const storePagePath = (slug: string) => `/page/${encodeURIComponent(slug)}`;
export const consolePagePath = (id: string) => `/admin/pages/${encodeURIComponent(id)}`;
