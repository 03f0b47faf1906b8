// The console's product refusals that need the database (issue 18; docs/api.md 'Staff:
// products'); the rules of the fields themselves are in domain/product_rules.hpp.
#pragma once

namespace karyana::api {

inline constexpr const char* kStaffProductNotFound = "Product Not Found!";  // the store front's text
inline constexpr const char* kProductChanged = "This product was changed by someone else. Reload it to see the change.";
inline constexpr const char* kSlugTaken = "Another product already uses this slug";
inline constexpr const char* kBarcodeTaken = "Another product already uses this barcode";
inline constexpr const char* kCategoryNotFound = "Category not found";
inline constexpr const char* kProductTypeNotFound = "Product type not found";
inline constexpr const char* kAttributeNotFound = "Attribute not found";
inline constexpr const char* kStockFilterInvalid = "Unknown stock filter";

}  // namespace karyana::api
