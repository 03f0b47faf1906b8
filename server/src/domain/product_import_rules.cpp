#include "domain/product_import_rules.hpp"

#include <array>
#include <charconv>
#include <unordered_map>

#include "domain/account_rules.hpp"
#include "domain/csv_reader.hpp"
#include "domain/product_rules.hpp"

namespace karyana::domain {

namespace {

constexpr Paisa kMaxPaisa = 1'000'000'000;  // 10 million rupees, as paisa_from_rupees allows

enum Column : std::size_t { kBarcode, kSlug, kTitle, kPrice, kPriceWas, kStock, kStatus, kColumnCount };
constexpr std::array<std::string_view, kColumnCount> kColumnNames = {"barcode",   "slug",  "title", "price",
                                                                     "price_was", "stock", "status"};

// Where each known column sits in the file (npos: absent).
using ColumnIndex = std::array<std::size_t, kColumnCount>;

std::string lower(std::string text) {
  for (char& c : text)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return text;
}

// The header's columns, or its errors (row 1).
ColumnIndex read_header(const CsvRecord& header, std::vector<ImportError>& errors) {
  ColumnIndex index;
  index.fill(std::string::npos);
  for (std::size_t i = 0; i < header.fields.size(); ++i) {
    const auto name = lower(trim(header.fields[i]));
    std::size_t known = kColumnCount;
    for (std::size_t c = 0; c < kColumnCount; ++c)
      if (kColumnNames[c] == name) known = c;
    if (known == kColumnCount) {
      errors.push_back({name, kImportUnknownColumn});
    } else if (index[known] != std::string::npos) {
      errors.push_back({name, kImportColumnTwice});
    } else {
      index[known] = i;
    }
  }
  if (index[kBarcode] == std::string::npos && index[kSlug] == std::string::npos)
    errors.push_back({"", kImportNeedsKey});
  return index;
}

std::string cell(const CsvRecord& record, const ColumnIndex& index, Column column) {
  const auto at = index[column];
  return at == std::string::npos ? std::string() : trim(record.fields[at]);
}

std::optional<std::int64_t> whole_number(std::string_view text) {
  std::int64_t value = 0;
  const bool minus = !text.empty() && text.front() == '-';
  const auto* first = text.data() + (minus ? 1 : 0);
  const auto [end, ec] = std::from_chars(first, text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || first == end) return std::nullopt;
  return minus ? -value : value;
}

// Finds the row's product by barcode and/or slug; errors when neither is given, either is
// unknown, or they name two products.
const ImportProduct* find_product(const std::string& barcode, const std::string& slug,
                                  const std::unordered_map<std::string, const ImportProduct*>& by_barcode,
                                  const std::unordered_map<std::string, const ImportProduct*>& by_slug,
                                  std::vector<ImportError>& errors) {
  if (barcode.empty() && slug.empty()) {
    errors.push_back({"barcode", kImportNoKey});
    return nullptr;
  }
  const ImportProduct* found_by_barcode = nullptr;
  const ImportProduct* found_by_slug = nullptr;
  if (!barcode.empty()) {
    const auto it = by_barcode.find(barcode);
    if (it == by_barcode.end())
      errors.push_back({"barcode", kImportProductUnknown});
    else
      found_by_barcode = it->second;
  }
  if (!slug.empty()) {
    const auto it = by_slug.find(slug);
    if (it == by_slug.end())
      errors.push_back({"slug", kImportProductUnknown});
    else
      found_by_slug = it->second;
  }
  if (!errors.empty()) return nullptr;
  if (found_by_barcode && found_by_slug && found_by_barcode != found_by_slug) {
    errors.push_back({"slug", kImportProductsDiffer});
    return nullptr;
  }
  return found_by_barcode ? found_by_barcode : found_by_slug;
}

// The row's values laid over the product, checked as staffSaveProduct and staffAdjustStock check.
void plan_row(const CsvRecord& record, const ColumnIndex& index, const ImportProduct& product, ImportRow& row) {
  ImportProduct& after = row.after;
  after = product;
  if (const auto text = cell(record, index, kPrice); !text.empty()) {
    const auto paisa = parse_rupees(text);
    if (!paisa || *paisa <= 0 || *paisa > kMaxPaisa)
      row.errors.push_back({"price", kPriceInvalid});
    else
      after.price = *paisa;
  }
  if (const auto text = cell(record, index, kPriceWas); !text.empty()) {
    const auto paisa = parse_rupees(text);
    if (!paisa || *paisa > kMaxPaisa)
      row.errors.push_back({"price_was", kPriceWasInvalid});
    else
      after.price_was = *paisa;
  }
  if (const auto text = cell(record, index, kStatus); !text.empty()) {
    after.status = lower(text);
    if (after.status != "published" && after.status != "draft") row.errors.push_back({"status", kProductStatusInvalid});
  }
  if (const auto text = cell(record, index, kStock); !text.empty()) {
    const auto count = whole_number(text);
    if (!count) {
      row.errors.push_back({"stock", kImportStockInvalid});
    } else {
      const auto decided = apply_stock_change(product.stock, StockChange{"count", std::nullopt, count});
      if (const auto* refusal = std::get_if<Violation>(&decided))
        row.errors.push_back({"stock", refusal->message});
      else
        after.stock = std::get<std::int64_t>(decided);
    }
  }
  if (!row.errors.empty()) return;
  ProductForm form;
  form.title = product.title;
  form.slug = product.slug;
  form.barcode = product.barcode;
  form.cat_id = product.cat_id;
  form.price = after.price;
  form.price_was = after.price_was;
  form.status = after.status;
  if (auto v = check_product_form(form)) {
    row.errors.push_back({v->field, v->message});
    return;
  }
  if (after.price != product.price)
    row.changes.push_back({"price", rupees_text(product.price), rupees_text(after.price)});
  if (after.price_was != product.price_was)
    row.changes.push_back({"price_was", rupees_text(product.price_was), rupees_text(after.price_was)});
  if (after.stock != product.stock)
    row.changes.push_back({"stock", std::to_string(product.stock), std::to_string(after.stock)});
  if (after.status != product.status) row.changes.push_back({"status", product.status, after.status});
}

}  // namespace

ImportPlan plan_import(std::string_view csv, const std::vector<ImportProduct>& catalogue) {
  ImportPlan plan;
  if (csv.size() > kImportMaxBytes) {
    plan.file_error = kImportTooLarge;
    return plan;
  }
  const auto read = read_csv(csv, kImportMaxRows + 1);
  if (read.more_records) {
    plan.file_error = kImportTooLarge;
    return plan;
  }
  const auto& records = read.document.records;
  if (records.size() < 2 && !read.document.error) {
    plan.file_error = kImportEmpty;
    return plan;
  }
  std::unordered_map<std::string, const ImportProduct*> by_barcode, by_slug;
  for (const auto& p : catalogue) {
    if (!p.barcode.empty()) by_barcode.emplace(p.barcode, &p);
    by_slug.emplace(p.slug, &p);
  }
  ColumnIndex index;
  index.fill(std::string::npos);
  if (!records.empty()) {
    ImportRow header{.row = records.front().row, .product = {}, .changes = {}, .errors = {}, .after = {}};
    index = read_header(records.front(), header.errors);
    if (!header.errors.empty()) plan.rows.push_back(std::move(header));
  }
  const bool header_ok = plan.rows.empty() && !records.empty();
  std::unordered_map<std::string, std::size_t> seen;  // product id → its first row
  for (std::size_t r = 1; r < records.size(); ++r) {
    const auto& record = records[r];
    ImportRow row{.row = record.row, .product = {}, .changes = {}, .errors = {}, .after = {}};
    if (!header_ok) continue;
    if (record.fields.size() != records.front().fields.size()) {
      row.errors.push_back({"", kImportFieldCount});
    } else if (const auto* product = find_product(cell(record, index, kBarcode), cell(record, index, kSlug), by_barcode,
                                                  by_slug, row.errors)) {
      row.product = *product;
      if (!seen.emplace(product->id, record.row).second)
        row.errors.push_back({index[kBarcode] != std::string::npos ? "barcode" : "slug", kImportProductRepeated});
      else
        plan_row(record, index, *product, row);
    }
    plan.rows.push_back(std::move(row));
  }
  if (const auto& error = read.document.error)
    plan.rows.push_back(
        ImportRow{.row = error->row, .product = {}, .changes = {}, .errors = {{"", error->message}}, .after = {}});
  for (const auto& row : plan.rows) {
    if (!row.errors.empty())
      ++plan.errors;
    else if (!row.changes.empty())
      ++plan.changed;
    else
      ++plan.unchanged;
  }
  return plan;
}

std::string export_csv(const std::vector<ImportProduct>& products) {
  std::string out(kImportHeader);
  out += "\r\n";
  for (const auto& p : products) {
    out += csv_field(p.barcode) + ',' + csv_field(p.slug) + ',' + csv_field(p.title) + ',' + rupees_text(p.price) +
           ',' + rupees_text(p.price_was) + ',' + std::to_string(p.stock) + ',' + csv_field(p.status) + "\r\n";
  }
  return out;
}

}  // namespace karyana::domain
