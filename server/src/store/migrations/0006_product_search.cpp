// Full-text index over products (FTS5, external content on products.seq), kept in step by
// triggers. Stock and price updates do not touch it.
#include "store/migrations/migrations.hpp"

namespace karyana::store::migrations {

const char* sql_0006_product_search() {
  return R"sql(
CREATE VIRTUAL TABLE products_fts USING fts5(
  title, brand, tags, short_description,
  content='products', content_rowid='seq',
  tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);

CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts(rowid, title, brand, tags, short_description)
  VALUES (new.seq, new.title, new.brand, new.tags, new.short_description);
END;

CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
  INSERT INTO products_fts(products_fts, rowid, title, brand, tags, short_description)
  VALUES ('delete', old.seq, old.title, old.brand, old.tags, old.short_description);
END;

CREATE TRIGGER products_fts_update AFTER UPDATE OF title, brand, tags, short_description ON products BEGIN
  INSERT INTO products_fts(products_fts, rowid, title, brand, tags, short_description)
  VALUES ('delete', old.seq, old.title, old.brand, old.tags, old.short_description);
  INSERT INTO products_fts(rowid, title, brand, tags, short_description)
  VALUES (new.seq, new.title, new.brand, new.tags, new.short_description);
END;

INSERT INTO products_fts(products_fts) VALUES ('rebuild');
)sql";
}

}  // namespace karyana::store::migrations
