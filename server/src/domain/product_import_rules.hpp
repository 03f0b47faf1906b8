// The console's bulk product import (issue 18): a CSV of barcode,slug,title,price,price_was,
// stock,status read into one plan of every row's change or every row's error. A row obeys what
// staffSaveProduct and staffAdjustStock obey (domain/product_rules): the price and the price
// before checked together with check_product_form, the stock as a 'count' correction with
// apply_stock_change. Pure: the caller passes the catalogue as it is now, so the preview and the
// apply (in its transaction, on the current state) run the same code. Format: docs/api.md
// 'Staff: product import'.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/money.hpp"

namespace karyana::domain {

inline constexpr std::size_t kImportMaxRows = 5000;         // product rows, the header not counted
inline constexpr std::size_t kImportMaxBytes = 900 * 1024;  // fits the API's 1 MiB request body
inline constexpr const char* kImportTooLarge = "A file may have at most 5,000 rows and 900 KB";
inline constexpr const char* kImportEmpty = "The file has no product rows";
inline constexpr const char* kImportNeedsKey = "The first row must name the columns, with barcode or slug";
inline constexpr const char* kImportUnknownColumn = "Unknown column";
inline constexpr const char* kImportColumnTwice = "This column is named twice";
inline constexpr const char* kImportFieldCount = "This row does not have as many fields as the first row";
inline constexpr const char* kImportNoKey = "Give a barcode or a slug";
inline constexpr const char* kImportProductUnknown = "No product has this barcode or slug";
inline constexpr const char* kImportProductsDiffer = "The barcode and the slug belong to different products";
inline constexpr const char* kImportProductRepeated = "This product is on an earlier row too";
inline constexpr const char* kImportStockInvalid = "Stock must be a whole number";
inline constexpr const char* kImportHasErrors = "Nothing was changed: fix every row's error first";

// The header export writes; an import reads any subset holding barcode or slug (title ignored).
inline constexpr std::string_view kImportHeader = "barcode,slug,title,price,price_was,stock,status";

// A product as it is now.
struct ImportProduct {
  std::string id;
  std::string title;
  std::string slug;
  std::string barcode;
  std::string cat_id;
  Paisa price = 0;
  Paisa price_was = 0;
  std::int64_t stock = 0;  // units on sale (available_qty)
  std::string status;
};

struct ImportChange {
  std::string field;  // price | price_was | stock | status
  std::string before;
  std::string after;  // money as rupees ("280", "279.50")
};

struct ImportError {
  std::string column;  // the header's name; "" for the row as a whole
  std::string message;
};

struct ImportRow {
  std::size_t row = 0;                   // the spreadsheet's row (the header is 1)
  std::optional<ImportProduct> product;  // found (before the change)
  std::vector<ImportChange> changes;
  std::vector<ImportError> errors;
  ImportProduct after;  // the product with the row's values (when found and free of errors)
};

struct ImportPlan {
  std::vector<ImportRow> rows;            // one per product row, in file order; header errors on row 1
  std::optional<std::string> file_error;  // too large or empty: no rows read
  std::size_t changed = 0;
  std::size_t unchanged = 0;
  std::size_t errors = 0;  // rows with an error
  bool ok() const { return !file_error && errors == 0; }
};

ImportPlan plan_import(std::string_view csv, const std::vector<ImportProduct>& catalogue);

// Prices are read with parse_rupees and written with rupees_text (domain/money.hpp).

// The export: the header, then one row per product.
std::string export_csv(const std::vector<ImportProduct>& products);

}  // namespace karyana::domain
