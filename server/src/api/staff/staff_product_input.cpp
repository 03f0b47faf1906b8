#include "api/staff/staff_product_input.hpp"

#include <boost/json.hpp>

#include "api/json_args.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

// A text field: the trimmed value sent, else the stored one (create: "").
void take_text(const json::object& in, std::string_view key, std::string& into) {
  if (auto sent = trimmed_text_arg(in, key)) into = std::move(*sent);
}

// A money field sent: paisa, or nullopt when it is not a number (so the rules refuse it).
std::optional<store::Paisa> sent_money(const json::value& v) {
  if (v.is_double()) return domain::paisa_from_rupees(v.get_double());
  if (v.is_int64()) return domain::paisa_from_rupees(static_cast<double>(v.get_int64()));
  if (v.is_uint64()) return domain::paisa_from_rupees(static_cast<double>(v.get_uint64()));
  return std::nullopt;
}

}  // namespace

ProductInput read_product_input(const json::object& in, const store::Product* stored) {
  ProductInput out;
  auto& f = out.fields;
  std::optional<store::Paisa> price;
  if (stored) {
    f.title = stored->title;
    f.short_description = stored->short_description;
    f.details = stored->details;
    f.brand = stored->brand;
    f.tags = stored->tags;
    f.barcode = stored->barcode;
    f.price_was = stored->price_was;
    f.taxable = stored->taxable > 0;
    f.type_id = stored->type_id;
    f.limit_max_qty_in_cart = stored->limit_max_qty_in_cart;
    f.cat_id = stored->cat_id;
    f.status = stored->status;
    price = stored->price;
  } else {
    f.status = "draft";
  }
  take_text(in, "title", f.title);
  take_text(in, "slug", f.slug);  // "" on an edit: the store keeps the current slug
  take_text(in, "short_description", f.short_description);
  take_text(in, "details", f.details);
  take_text(in, "brand", f.brand);
  take_text(in, "tags", f.tags);
  take_text(in, "barcode", f.barcode);
  take_text(in, "type_id", f.type_id);
  take_text(in, "cat_id", f.cat_id);
  take_text(in, "status", f.status);
  if (const auto* v = in.if_contains("price"); v && !v->is_null()) price = sent_money(*v);
  bool price_was_ok = true;
  if (const auto* v = in.if_contains("price_was"); v && !v->is_null()) {
    auto was = sent_money(*v);
    price_was_ok = was.has_value();
    f.price_was = was.value_or(-1);
  }
  if (const auto* v = in.if_contains("taxable"); v && v->is_bool()) f.taxable = v->get_bool();
  if (const auto* v = in.if_contains("limit_max_qty_in_cart"); v && v->is_int64())
    f.limit_max_qty_in_cart = v->get_int64();
  if (const auto* v = in.if_contains("attributes"); v && v->is_array()) {
    f.attributes.emplace();
    for (const auto& x : v->get_array()) {
      if (!x.is_object()) continue;
      f.attributes->emplace_back(domain::trim(text_arg(x.get_object(), "attribute_id")),
                                 domain::trim(text_arg(x.get_object(), "value")));
    }
  }
  f.price = price.value_or(0);
  out.form = {f.title,
              f.slug,
              f.short_description,
              f.barcode,
              f.brand,
              price,
              price_was_ok ? f.price_was : -1,
              f.limit_max_qty_in_cart,
              f.cat_id,
              f.status};
  return out;
}

}  // namespace karyana::api
