// The demo store's catalogue as the server lists it, to know what a page should show.
import { graphql } from './server.js';

/** The enabled categories (top-level ones have no parent_cat_id), with their product counts. */
export async function enabledCategories(baseUrl) {
  const data = await graphql(
    baseUrl,
    'query ($f: String) { productCats(filter: $f) { _id title slug parent_cat_id product_count } }',
    { f: JSON.stringify({ status: 'enabled' }) },
  );
  return data.productCats;
}
