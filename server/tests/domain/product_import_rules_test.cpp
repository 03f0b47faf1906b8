// The import's row rules (issue 18): products found by barcode or slug, every row's change or
// errors, the same price and stock rules as the product form and the stock count.
#include <gtest/gtest.h>

#include "domain/csv_reader.hpp"
#include "domain/product_import_rules.hpp"
#include "domain/product_rules.hpp"

namespace karyana::domain {
namespace {

std::vector<ImportProduct> shop() {
  return {
      {.id = "p1",
       .title = "Milk, 1 L",
       .slug = "milk",
       .barcode = "111",
       .cat_id = "c",
       .price = 28000,
       .price_was = 0,
       .stock = 5,
       .status = "published"},
      {.id = "p2",
       .title = "Tea",
       .slug = "tea",
       .barcode = "",
       .cat_id = "c",
       .price = 50000,
       .price_was = 60000,
       .stock = 0,
       .status = "draft"},
      {.id = "p3",
       .title = "Rice",
       .slug = "rice",
       .barcode = "333",
       .cat_id = "c",
       .price = 40000,
       .price_was = 0,
       .stock = 1,
       .status = "published"},
      {.id = "p4",
       .title = "Salt",
       .slug = "salt",
       .barcode = "444",
       .cat_id = "c",
       .price = 5000,
       .price_was = 0,
       .stock = 9,
       .status = "published"},
  };
}

std::string errors_of(const ImportRow& row) {
  std::string out;
  for (const auto& e : row.errors) out += e.column + ": " + e.message + "; ";
  return out;
}

TEST(ProductImport, ChangesByBarcodeOrSlug) {
  const auto plan =
      plan_import("barcode,slug,price,stock,status\r\n111,,279.5,12,\r\n,tea,500,0,PUBLISHED\r\n", shop());
  ASSERT_TRUE(plan.ok());
  ASSERT_EQ(plan.rows.size(), 2U);
  EXPECT_EQ(plan.changed, 2U);
  const auto& milk = plan.rows[0];
  EXPECT_EQ(milk.row, 2U);
  ASSERT_EQ(milk.changes.size(), 2U);
  EXPECT_EQ(milk.changes[0].field, "price");
  EXPECT_EQ(milk.changes[0].before, "280");
  EXPECT_EQ(milk.changes[0].after, "279.50");
  EXPECT_EQ(milk.changes[1].field, "stock");
  EXPECT_EQ(milk.after.stock, 12);
  const auto& tea = plan.rows[1];
  ASSERT_EQ(tea.changes.size(), 1U);
  EXPECT_EQ(tea.changes[0].field, "status");
  EXPECT_EQ(tea.after.status, "published");
}

TEST(ProductImport, EveryRowsErrors) {
  const auto plan = plan_import(
      "barcode,slug,price,price_was,stock,status\n"
      "999,,1,,,\n"         // unknown barcode
      "111,tea,1,,,\n"      // two products
      ",,1,,,\n"            // no key
      ",milk,0,,-1,gone\n"  // price 0, stock below 0, status
      ",tea,700,,,\n"       // price over price_was (600): the form's rule
      ",rice,x,,2.5,\n"     // not a number, not whole
      "444,,300,,,\n"       // fine
      ",milk,,,,\n"         // the same product again
      "1,2\n",              // field count
      shop());
  EXPECT_FALSE(plan.ok());
  ASSERT_EQ(plan.rows.size(), 9U);
  EXPECT_EQ(errors_of(plan.rows[0]), std::string("barcode: ") + kImportProductUnknown + "; ");
  EXPECT_EQ(errors_of(plan.rows[1]), std::string("slug: ") + kImportProductsDiffer + "; ");
  EXPECT_EQ(errors_of(plan.rows[2]), std::string("barcode: ") + kImportNoKey + "; ");
  EXPECT_EQ(errors_of(plan.rows[3]), std::string("price: ") + kPriceInvalid + "; status: " + kProductStatusInvalid +
                                         "; stock: " + kStockNegative + "; ");
  EXPECT_EQ(errors_of(plan.rows[4]), std::string("price_was: ") + kPriceWasInvalid + "; ");
  EXPECT_EQ(errors_of(plan.rows[5]), std::string("price: ") + kPriceInvalid + "; stock: " + kImportStockInvalid + "; ");
  EXPECT_TRUE(plan.rows[6].errors.empty());
  EXPECT_EQ(errors_of(plan.rows[7]), std::string("barcode: ") + kImportProductRepeated + "; ");
  EXPECT_EQ(errors_of(plan.rows[8]), std::string(": ") + kImportFieldCount + "; ");
  EXPECT_EQ(plan.errors, 8U);
  EXPECT_EQ(plan.changed, 1U);
}

TEST(ProductImport, HeaderAndFileErrors) {
  auto plan = plan_import("title,cost\nMilk,1\n", shop());
  ASSERT_EQ(plan.rows.size(), 1U);
  EXPECT_EQ(plan.rows[0].row, 1U);
  EXPECT_EQ(errors_of(plan.rows[0]), std::string("cost: ") + kImportUnknownColumn + "; : " + kImportNeedsKey + "; ");
  EXPECT_EQ(plan_import("slug,price\n", shop()).file_error, kImportEmpty);
  EXPECT_EQ(plan_import("", shop()).file_error, kImportEmpty);
  std::string big = "slug\n";
  for (std::size_t i = 0; i <= kImportMaxRows; ++i) big += "milk\n";
  EXPECT_EQ(plan_import(big, shop()).file_error, kImportTooLarge);
  plan = plan_import("slug,price\nmilk,\"1\n", shop());
  ASSERT_EQ(plan.rows.size(), 1U);
  EXPECT_EQ(errors_of(plan.rows[0]), std::string(": ") + kCsvQuoteUnclosed + "; ");
}

TEST(ProductImport, ExportReadsBackUnchanged) {
  const auto csv = export_csv(shop());
  EXPECT_EQ(csv.substr(0, csv.find('\r')), kImportHeader);
  const auto plan = plan_import(csv, shop());
  ASSERT_TRUE(plan.ok());
  EXPECT_EQ(plan.unchanged, 4U);
  EXPECT_EQ(plan.changed, 0U);
}

}  // namespace
}  // namespace karyana::domain
