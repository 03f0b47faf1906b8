// What faceted search (src/search) needs beside products_fts (0006); rating and free_shipping
// already live on products (0002).
//  - search_state.version: bumped by triggers whenever a searchable or facet column of a
//    product, or a category, or a synonym changes, so every process can tell cheaply that its
//    in-memory facet columns are stale. Stock and cart traffic do not bump it.
//  - products_fts_vocab: the terms of products_fts, the vocabulary typos are corrected against.
//  - search_synonyms: Roman-Urdu and English words that mean the same product (both ways).
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0008_search_fields() {
  return R"sql(
CREATE TABLE search_state (
  id       INTEGER PRIMARY KEY CHECK (id = 1),
  version  INTEGER NOT NULL
);
INSERT INTO search_state(id, version) VALUES (1, 1);

CREATE TRIGGER search_products_insert AFTER INSERT ON products BEGIN
  UPDATE search_state SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_products_delete AFTER DELETE ON products BEGIN
  UPDATE search_state SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_products_update AFTER UPDATE OF
  id, title, slug, brand, tags, short_description, price, price_was, rating, free_shipping, status,
  published_at, cat_id ON products BEGIN
  UPDATE search_state SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_categories_insert AFTER INSERT ON product_categories BEGIN
  UPDATE search_state SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_categories_delete AFTER DELETE ON product_categories BEGIN
  UPDATE search_state SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_categories_update AFTER UPDATE OF title, status, parent_cat_id ON product_categories BEGIN
  UPDATE search_state SET version = version + 1 WHERE id = 1;
END;

CREATE VIRTUAL TABLE products_fts_vocab USING fts5vocab(products_fts, 'col');

CREATE TABLE search_synonyms (
  word     TEXT NOT NULL,   -- one lower-case word, as shoppers type it
  synonym  TEXT NOT NULL,   -- a lower-case word of product titles
  PRIMARY KEY (word, synonym)
) WITHOUT ROWID;
CREATE TRIGGER search_synonyms_insert AFTER INSERT ON search_synonyms BEGIN
  UPDATE search_state SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_synonyms_delete AFTER DELETE ON search_synonyms BEGIN
  UPDATE search_state SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_synonyms_update AFTER UPDATE ON search_synonyms BEGIN
  UPDATE search_state SET version = version + 1 WHERE id = 1;
END;

-- Spelling variants ('chaawal', 'dudh', 'aata') are folded by the search itself; these rows
-- map the Roman-Urdu name to the English word the catalogue uses.
INSERT INTO search_synonyms(word, synonym) VALUES
  ('chawal', 'rice'), ('doodh', 'milk'), ('dahi', 'yogurt'), ('anda', 'eggs'), ('anday', 'eggs'),
  ('ande', 'eggs'), ('cheeni', 'sugar'), ('chini', 'sugar'), ('namak', 'salt'), ('chai', 'tea'),
  ('chaye', 'tea'), ('pani', 'water'), ('aloo', 'potatoes'), ('pyaz', 'onions'), ('piyaz', 'onions'),
  ('tamatar', 'tomatoes'), ('lehsan', 'garlic'), ('lahsan', 'garlic'), ('adrak', 'ginger'),
  ('mirch', 'chillies'), ('gajar', 'carrots'), ('kheera', 'cucumber'), ('kela', 'bananas'),
  ('seb', 'apples'), ('saib', 'apples'), ('angoor', 'grapes'), ('nimbu', 'lemons'),
  ('tarbooz', 'watermelon'), ('amrood', 'guava'), ('anar', 'pomegranate'), ('murghi', 'chicken'),
  ('murgi', 'chicken'), ('murgh', 'chicken'), ('gosht', 'mutton'), ('gosht', 'beef'),
  ('makhan', 'butter'), ('malai', 'cream'), ('tel', 'oil'), ('sabun', 'soap'), ('shehad', 'honey'),
  ('shahad', 'honey'), ('sirka', 'vinegar'), ('biskut', 'biscuits'), ('roti', 'bread'),
  ('mithai', 'sweets'), ('namkeen', 'nimko'), ('atta', 'flour'), ('maida', 'flour'),
  ('masala', 'spices'), ('sabzi', 'vegetables'), ('phal', 'fruits');
)sql";
}

}  // namespace karyana::store::migrations
