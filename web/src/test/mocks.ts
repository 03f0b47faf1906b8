// Apollo mocks shared by the component tests.
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { MenuCategoriesDocument } from '../shared/catalogue/categories.generated';
import { PageBySlugDocument } from '../features/content/pageBySlug.generated';
import { SettingsDocument } from '../app/settings/settings.generated';
import { ENABLED_CATEGORIES_FILTER } from '../shared/config';

export const STORE_SETTINGS = {
  currency: 'RS',
  min_order_amount: 500,
  max_order_amount: 50000,
  suspend_app: 'false',
  default_page_title: 'Karyana Online Grocery',
  about_label: 'About Karyana',
  footer_text: 'Groceries delivered in Sahiwal.',
  support_phone: '0300 1234567',
  support_email: 'help@karyana.pk',
  app_name: 'Karyana',
  app_download_url: 'https://example.com/app',
};

export function settingsMock(overrides: Record<string, unknown> = {}): MockLink.MockedResponse {
  return {
    request: { query: SettingsDocument },
    result: { data: { settings_str: JSON.stringify({ ...STORE_SETTINGS, ...overrides }) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function settingsErrorMock(message: string): MockLink.MockedResponse {
  return {
    request: { query: SettingsDocument },
    result: { errors: [new GraphQLError(message)], data: { settings_str: null } },
  };
}

export function settingsNetworkFailureMock(): MockLink.MockedResponse {
  return { request: { query: SettingsDocument }, error: new Error('Failed to fetch') };
}

const category = (id: string, title: string, slug: string, parent: string | null) => ({
  __typename: 'ProductCategory',
  _id: id,
  title,
  slug,
  status: 'enabled',
  parent_cat_id: parent,
  title_img: null,
  title_img_thumb: null,
  menu_bg_img: null,
  menu_bg_img_thumb: null,
  product_count: 12,
});

export const CATEGORIES = [
  category('c1', 'Fruits & Vegetables', 'fruits-vegetables', null),
  category('c2', 'Dairy & Eggs', 'dairy-eggs', null),
  category('c11', 'Fresh Fruits', 'fresh-fruits', 'c1'),
  category('c12', 'Fresh Vegetables', 'fresh-vegetables', 'c1'),
  category('c111', 'Mangoes', 'mangoes', 'c11'),
];

export function categoriesMock(): MockLink.MockedResponse {
  return {
    request: { query: MenuCategoriesDocument, variables: { filter: ENABLED_CATEGORIES_FILTER } },
    result: { data: { productCats: CATEGORIES } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function pageMock(slug: string, page: { title: string; body: string } | null): MockLink.MockedResponse {
  return {
    request: { query: PageBySlugDocument, variables: { slug } },
    result: {
      data: {
        pageBySlug: page
          ? {
              __typename: 'Page',
              _id: `p-${slug}`,
              slug,
              status: 'published',
              seo_title: null,
              seo_desc: null,
              updated_at: '2026-11-01T10:00:00.000Z',
              error: null,
              ...page,
            }
          : null,
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
