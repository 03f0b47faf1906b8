#include "seed/demo_catalogue.hpp"

#include <chrono>
#include <cmath>
#include <map>
#include <set>
#include <stdexcept>

#include "store/clock.hpp"
#include "store/ids.hpp"

namespace karyana::seed {

std::string slugify(const std::string& text) {
  std::string out;
  bool dash = false;
  for (unsigned char ch : text) {
    if (ch == '\'') continue;  // "Lay's" → "lays"
    if (ch == '&') {
      if (!out.empty() && !dash) out += '-';
      out += "and";
      dash = false;
      continue;
    }
    if (std::isalnum(ch)) {
      if (dash && !out.empty()) out += '-';
      out += static_cast<char>(std::tolower(ch));
      dash = false;
    } else {
      dash = true;
    }
  }
  return out;
}

unsigned long long demo_hash(const std::string& key) {
  // FNV-1a followed by a splitmix64 finaliser for well-spread low bits.
  unsigned long long h = 0xcbf29ce484222325ULL;
  for (unsigned char ch : key) {
    h ^= ch;
    h *= 0x100000001b3ULL;
  }
  h ^= h >> 30;
  h *= 0xbf58476d1ce4e5b9ULL;
  h ^= h >> 27;
  h *= 0x94d049bb133111ebULL;
  h ^= h >> 31;
  return h;
}

namespace {

media::Rgb colour_of(const CategoryDef& c) { return {c.r, c.g, c.b}; }

media::Rgb shifted(media::Rgb c, int variant) {
  // Gallery variations: the same picture on a warmer or cooler tint.
  auto clamp = [](int v) { return static_cast<unsigned char>(std::max(0, std::min(255, v))); };
  if (variant == 1) return {clamp(c.r + 25), clamp(c.g - 10), clamp(c.b - 30)};
  return {clamp(c.r - 30), clamp(c.g + 5), clamp(c.b + 35)};
}

const char* storage_hint(const std::string& top_slug) {
  if (top_slug == "fruits-vegetables") return "Keep in a cool, dry place; refrigerate after cutting.";
  if (top_slug == "dairy-eggs") return "Keep refrigerated between 2 and 6 &deg;C.";
  if (top_slug == "meat-poultry") return "Keep frozen or refrigerated; cook thoroughly before eating.";
  if (top_slug == "bakery") return "Best eaten within two days; keep in a dry place.";
  if (top_slug == "electronics") return "Keep away from water and heat.";
  if (top_slug == "household" || top_slug == "personal-care" || top_slug == "baby-care")
    return "Store out of reach of children, away from direct sunlight.";
  return "Store in a cool, dry place away from direct sunlight.";
}

const char* measure_attribute(Measure m) {
  switch (m) {
    case Measure::weight:
      return "weight";
    case Measure::volume:
      return "volume";
    case Measure::pack:
      return "pack-size";
  }
  return "pack-size";
}

std::string barcode_for(unsigned long long h) {
  // EAN-13 with Pakistan's GS1 prefix 896 and a valid check digit.
  std::string digits = "896";
  for (int i = 0; i < 9; ++i) {
    digits += static_cast<char>('0' + h % 10);
    h /= 10;
  }
  int sum = 0;
  for (int i = 0; i < 12; ++i) sum += (digits[i] - '0') * (i % 2 ? 3 : 1);
  digits += static_cast<char>('0' + (10 - sum % 10) % 10);
  return digits;
}

std::string rupees(long long paisa) { return std::to_string(paisa / 100); }

}  // namespace

DemoCatalogue build_demo_catalogue() {
  DemoCatalogue demo;
  std::map<std::string, const CategoryDef*> defs;
  std::map<std::string, std::string> id_of;
  for (const auto& c : categories()) {
    defs[c.slug] = &c;
    id_of[c.slug] = store::stable_id(std::string("category:") + c.slug);
  }
  auto top_of = [&](const CategoryDef* c) {
    while (c->parent_slug) c = defs.at(c->parent_slug);
    return c;
  };

  int order = 0;
  for (const auto& c : categories()) {
    store::Category cat;
    cat.id = id_of[c.slug];
    cat.title = c.title;
    cat.slug = c.slug;
    cat.status = c.enabled ? "enabled" : "disabled";
    if (c.parent_slug) {
      cat.parent_cat_id = id_of.at(c.parent_slug);
      cat.parent_cat_title = defs.at(c.parent_slug)->title;
    }
    cat.sort_order = order++;
    const std::string base = std::string("categories/") + c.slug;
    cat.title_img = media_url(base + "-title.jpg");
    cat.title_img_thumb = media_url("categories/thumbs/" + std::string(c.slug) + "-title.jpg");
    demo.images.push_back({{c.emoji, c.title, "Delivered in Sahiwal", colour_of(c), media::TileLayout::banner, 800, 200,
                            "", 400, 100, ""},
                           base + "-title.jpg",
                           "categories/thumbs/" + std::string(c.slug) + "-title.jpg"});
    if (!c.parent_slug) {
      cat.menu_bg_img = media_url(base + "-menu.jpg");
      cat.menu_bg_img_thumb = media_url("categories/thumbs/" + std::string(c.slug) + "-menu.jpg");
      demo.images.push_back(
          {{c.emoji, c.title, "", colour_of(c), media::TileLayout::square, 300, 300, "", 100, 100, ""},
           base + "-menu.jpg",
           "categories/thumbs/" + std::string(c.slug) + "-menu.jpg"});
    }
    cat.seo_title = std::string(c.title) + " - Buy Online in Sahiwal | Karyana";
    cat.seo_desc =
        std::string("Shop ") + c.title + " online at Karyana with home delivery in Sahiwal and cash on delivery.";
    demo.categories.push_back({std::move(cat), &c});
  }

  // Products are published over the last ~120 days; newest first in listings.
  const auto base_time = std::chrono::sys_days(std::chrono::year(2025) / 1 / 15) + std::chrono::hours(6);
  std::set<std::string> slugs;
  for (const auto& line : product_lines()) {
    const CategoryDef* cat = defs.at(line.cat_slug);
    const CategoryDef* top = top_of(cat);
    const bool loose = std::string(line.brand).empty();
    const std::string brand = loose ? "Karyana Fresh" : line.brand;
    for (const auto& size : line.sizes) {
      DemoProduct p;
      p.line = &line;
      p.category = cat;
      p.size_label = size.label;
      store::Product& r = p.record;
      r.title = (loose ? std::string() : brand + " ") + line.name + " " + size.label;
      r.slug = slugify(r.title);
      if (!slugs.insert(r.slug).second) throw std::logic_error("duplicate demo product slug " + r.slug);
      r.id = store::stable_id("product:" + r.slug);
      const unsigned long long h = demo_hash(r.slug);
      r.brand = brand;
      r.cat_id = id_of.at(cat->slug);
      r.price = static_cast<long long>(size.price_rs) * 100;
      r.cost = (r.price * 85 / 100) / 100 * 100;
      if (h % 100 < 22) {  // a price cut: the old price was 8-25 % higher, to 5 rupees
        long long was = r.price * (108 + static_cast<long long>(h / 100 % 18)) / 100;
        r.price_was = (was + 499) / 500 * 500;
        if (r.price_was <= r.price) r.price_was = r.price + 500;
      }
      unsigned stock_roll = (h >> 8) % 100;
      if (stock_roll < 6) {
        r.available_qty = 0;  // sold out
      } else if (stock_roll < 14) {
        r.available_qty = 1 + static_cast<long long>((h >> 16) % 3);  // low stock
      } else {
        r.available_qty = 10 + static_cast<long long>((h >> 16) % 240);
      }
      if ((h >> 24) % 100 < 15) {
        static const int limits[] = {2, 3, 5, 6, 10};
        r.limit_max_qty_in_cart = limits[(h >> 32) % 5];
      }
      unsigned rating_roll = (h >> 40) % 100;
      r.rating = rating_roll < 3 ? 1 : rating_roll < 10 ? 2 : rating_roll < 30 ? 3 : rating_roll < 70 ? 4 : 5;
      r.free_shipping = (h >> 48) % 100 < 12;
      const bool electronics = std::string(top->slug) == "electronics";
      r.taxable = cat->food ? 0 : 1;
      r.type_id = store::stable_id(std::string("type:") + (electronics ? "electronics"
                                                           : cat->food ? (loose ? "fresh-produce" : "grocery")
                                                                       : "general-goods"));
      r.barcode = loose ? "" : barcode_for(h);
      r.tags = slugify(brand) + "," + slugify(line.name) + "," + cat->slug + "," + top->slug;
      r.status = "published";
      auto published = base_time - std::chrono::minutes(static_cast<long long>((h >> 20) % (60 * 24 * 120)));
      r.published_at = store::to_iso(published);
      r.created_at = r.published_at;
      r.updated_at = r.published_at;
      r.short_description = std::string(line.name) + (loose ? "" : " by " + brand) + ", " + size.label +
                            ". Delivered to your door in Sahiwal.";
      r.details = "<p>" + r.title + " from " + brand + ", delivered by Karyana in Sahiwal with cash on delivery.</p>" +
                  "<ul><li><strong>Brand:</strong> " + brand + "</li><li><strong>Pack:</strong> " + size.label +
                  "</li><li><strong>Category:</strong> " + cat->title + "</li><li><strong>Storage:</strong> " +
                  storage_hint(top->slug) + "</li></ul>" +
                  "<p>Prices include applicable taxes. Images are for illustration; packaging may vary.</p>";
      r.seo_title = r.title + " - Buy Online in Sahiwal | Karyana";
      r.seo_desc = "Order " + r.title + " online for RS " + rupees(r.price) +
                   " at Karyana. Home delivery in Sahiwal, cash on delivery.";

      store::AttributeValue measure;
      measure.slug = measure_attribute(line.measure);
      measure.value = size.label;
      r.attributes.push_back(measure);
      store::AttributeValue brand_attr;
      brand_attr.slug = "brand";
      brand_attr.value = brand;
      r.attributes.push_back(brand_attr);

      const std::string rel = "products/" + r.slug + ".jpg";
      const std::string rel_thumb = "products/thumbs/" + r.slug + ".jpg";
      r.picture = media_url(rel);
      r.picture_thumb = media_url(rel_thumb);
      const media::Rgb colour = colour_of(*cat);
      demo.images.push_back({{line.emoji, loose ? std::string(line.name) : brand + " " + line.name, size.label, colour,
                              media::TileLayout::square, 600, 600, "", 200, 200, ""},
                             rel,
                             rel_thumb});
      if ((h >> 56) % 10 == 0) {  // one in ten has a gallery of three
        p.gallery_extra = 2;
        for (int v = 1; v <= 2; ++v) {
          const std::string g = "products/gallery/" + r.slug + "-" + std::to_string(v + 1) + ".jpg";
          const std::string gt = "products/gallery/thumbs/" + r.slug + "-" + std::to_string(v + 1) + ".jpg";
          demo.images.push_back({{line.emoji, loose ? std::string(line.name) : brand + " " + line.name, size.label,
                                  shifted(colour, v), media::TileLayout::square, 600, 600, "", 200, 200, ""},
                                 g,
                                 gt});
          r.gallery.push_back(
              {store::stable_id("gallery:" + r.slug + ":" + std::to_string(v + 1)), media_url(g), media_url(gt), r.id});
        }
      }
      if (p.gallery_extra)
        r.gallery.insert(r.gallery.begin(),
                         {store::stable_id("gallery:" + r.slug + ":1"), r.picture, r.picture_thumb, r.id});
      demo.products.push_back(std::move(p));
    }
  }
  return demo;
}

}  // namespace karyana::seed
