#include "api/message_codes.hpp"

#include <array>

namespace karyana::api {

namespace {

// Sorted by domain, then text. A text used in several places has one entry.
constexpr std::array kMessageCodes{
    // Sign-in, session and guards
    MessageCode{"UNAUTHENTICATED", "Authentication required"},
    MessageCode{"NOT_YOUR_ACCOUNT", "You are not allowed to access this account"},
    MessageCode{"ACCOUNT_NOT_ENABLED", "Your account is not active"},
    MessageCode{"LOGIN_FAILED", "Login fail"},
    MessageCode{"TOO_MANY_SIGN_IN_ATTEMPTS", "Too many sign-in attempts. Please try again later."},
    MessageCode{"INVALID_SUBMISSION", "Invalid submission! Please verify your input."},
    MessageCode{"USER_NOT_FOUND", "User not found"},
    // Registration, phone codes, profile
    MessageCode{"REQUIRED", "Required"},
    MessageCode{"INVALID_EMAIL", "Invalid email address"},
    MessageCode{"TOO_SHORT", "Should be atleast {} charactors"},
    MessageCode{"TOO_LONG", "Should be maximum {} charactors"},
    MessageCode{"EMAIL_TAKEN", "This email address is already registered"},
    MessageCode{"PHONE_TAKEN", "This phone number is already registered to another account"},
    MessageCode{"TOO_MANY_REGISTRATIONS_FROM_CLIENT",
                "Too many registrations from your network. Please try again later."},
    MessageCode{"TOO_MANY_REGISTRATIONS", "We are receiving too many registrations right now. Please try again later."},
    MessageCode{"WRONG_CODE", "Invalid verification code"},
    MessageCode{"CODE_EXPIRED", "Verification code Expired"},
    MessageCode{"NO_CODE", "No verification code is pending. Please request a new code."},
    MessageCode{"CODE_LOCKED", "Too many wrong attempts. Please request a new code."},
    MessageCode{"CODE_TOO_SOON", "Please wait before requesting a new verification code."},
    MessageCode{"SMS_LIMIT",
                "We cannot send more text messages right now. Please try again tomorrow or contact support."},
    MessageCode{"NO_PHONE", "No phone number on this account"},
    MessageCode{"PHONE_UPDATE_FAILED", "Unable to update Phone number at the moment"},
    MessageCode{"TOO_MANY_PHONE_CHANGES", "Too many phone number changes. Please try again later."},
    MessageCode{"PROFILE_UPDATE_FAILED", "Unable to update your profile at the moment"},
    // Passwords
    MessageCode{"WRONG_PASSWORD", "Old password is incorrect"},
    MessageCode{"TOO_MANY_ATTEMPTS", "Too many attempts. Please try again later."},
    MessageCode{"INVALID_CODE", "Invalid or expired code"},
    // Addresses
    MessageCode{"NOT_YOUR_ADDRESS", "You are not allowed to access this address"},
    MessageCode{"OUT_OF_SERVICE_AREA", "Sorry you are out of service area!"},
    MessageCode{"LOCATION_REQUIRED", "Please confirm your location on the map!"},
    MessageCode{"SELECT_LABEL", "Please select an option from below!"},
    MessageCode{"INVALID_FILTER", "Invalid {}: expected a JSON object"},
    // Uploads
    MessageCode{"NO_FILE", "Please choose a file to upload"},
    MessageCode{"UNSUPPORTED_TYPE", "Only PNG and JPEG images can be uploaded"},
    MessageCode{"UNREADABLE", "The image could not be read. Please try another file."},
    MessageCode{"TOO_LARGE", "The file is too large. The maximum size is {} MB."},
    MessageCode{"TOO_MANY_PIXELS", "The image is too large. The maximum is {} megapixels and {} pixels per side."},
    MessageCode{"TOO_MANY_UPLOADS", "Too many uploads. Please try again later."},
    MessageCode{"FILE_NOT_FOUND", "File not found"},
    // Staff: pictures (operator console, issue 18)
    MessageCode{"PICTURE_NOT_FOUND", "This picture was not found. Please upload it again."},
    MessageCode{"TOO_MANY_PICTURES", "A product can have at most 12 gallery pictures"},
    // Catalogue
    MessageCode{"PRODUCT_NOT_FOUND", "Product Not Found!"},
    MessageCode{"PRODUCT_UNAVAILABLE", "Product Unavailable"},
    MessageCode{"CATEGORY_UNAVAILABLE", "Product Category Unavailable"},
    MessageCode{"IN_STOCK", "This product is in stock now, you can order it right away."},
    MessageCode{"INVALID_FIRST", "Invalid first: must be 0 or more"},
    MessageCode{"INVALID_CURSOR", "Invalid cursor"},
    // Cart
    MessageCode{"SOLD_OUT", "Sold Out"},
    MessageCode{"LOW_STOCK", "Low Stock"},
    MessageCode{"MAX_PURCHASE_LIMIT", "Sorry, you have reached maximum purchase limit of this item"},
    MessageCode{"BAD_QUANTITY", "Quantity must be at least 1"},
    MessageCode{"MERGE_FAILED", "Unable to merge carts"},
    MessageCode{"NOT_YOUR_CART", "You are not allowed to access this cart"},
    // Delivery slots
    MessageCode{"SLOT_NOT_FOUND", "Please choose a delivery time slot"},
    MessageCode{"INVALID_DATE", "Invalid delivery date"},
    MessageCode{"WRONG_DAY", "The delivery date does not match the time slot's day"},
    MessageCode{"SLOT_CLOSED", "This delivery time slot is closed, please choose another one"},
    MessageCode{"DATE_NOT_AVAILABLE", "This delivery date is not available yet, please choose an earlier one"},
    MessageCode{"SLOT_BOOKED", "This delivery time slot is booked on that date, please choose another one"},
    MessageCode{"SLOT_FULL", "This delivery time slot is full, please choose another one"},
    MessageCode{"TOO_MANY_SLOT_TIMES", "Too many slot times: at most 100 per request"},
    MessageCode{"INVALID_SLOT_TIME", "Invalid slot start time: {}"},
    // Vouchers
    MessageCode{"INVALID_VOUCHER", "Invalid voucher code"},
    MessageCode{"VOUCHER_NOT_ACTIVE", "This voucher is not active yet"},
    MessageCode{"VOUCHER_EXPIRED", "This voucher has expired"},
    MessageCode{"VOUCHER_USED_BY_YOU", "You have already used this voucher"},
    MessageCode{"VOUCHER_USED_UP", "This voucher has already been used"},
    MessageCode{"VOUCHER_EMPTY_CART", "Your cart is empty"},
    MessageCode{"VOUCHER_NOT_APPLICABLE", "This voucher cannot be applied to your order"},
    MessageCode{"VOUCHER_MIN_ORDER", "Minimum order amount for this voucher is {}"},
    // Checkout
    MessageCode{"EMPTY_CART", "Oops! there is noting to order!"},
    MessageCode{"ADDRESS_NOT_FOUND", "Address not found!"},
    MessageCode{"COD_ONLY", "Only cash on delivery (COD) is accepted"},
    MessageCode{"MIN_ORDER", "Minimum order limit is {}"},
    MessageCode{"MAX_ORDER", "Maximum order limit is {}"},
    MessageCode{"LIVE_ORDERS_LIMIT",
                "You already have {} on the way. Please wait for one to be delivered before placing another."},
    MessageCode{"ITEMS_UNAVAILABLE", "Some items in your cart cannot be ordered, please review your cart"},
    MessageCode{"PHONE_NOT_CONFIRMED", "Please confirm your phone number before placing an order"},
    MessageCode{"NOTE_TOO_LONG", "Delivery note must be at most 1000 characters"},
    MessageCode{"BAD_IDEMPOTENCY_KEY", "Idempotency key must be at most 200 characters"},
    // Orders
    MessageCode{"NO_RECORD", "No record found"},
    MessageCode{"MISSING_SERIAL", "Missing Serial"},
    MessageCode{"REORDER_DISABLED", "This order cannot be re-ordered"},
    MessageCode{"NO_ITEM_TO_REORDER", "No item found to put in cart."},
    MessageCode{"BAD_REORDER_ACTION", "Invalid re-order action"},
    // Staff (operator console, issue 17)
    MessageCode{"STAFF_ONLY", "This page is for Karyana staff only"},
    MessageCode{"ROLE_NOT_ALLOWED", "Your role does not allow this"},
    MessageCode{"ORDER_NOT_FOUND", "Order not found"},
    MessageCode{"ORDER_CHANGED", "This order was changed by someone else. Reload it to see the change."},
    MessageCode{"STATUS_NOT_ALLOWED", "An order cannot move from {} to {}"},
    MessageCode{"PICKING_INCOMPLETE", "Record every line as picked or not found first"},
    MessageCode{"PICKING_CLOSED", "Picking can be recorded only while the order is being picked"},
    MessageCode{"RIDER_NOT_FOUND", "Rider not found"},
    MessageCode{"RIDER_NOT_NOW", "A rider can be assigned only when the order is ready to dispatch or on its way"},
    MessageCode{"INVALID_AMOUNT", "The amount cannot be negative"},
    MessageCode{"REASON_REQUIRED", "Please give a reason"},
    MessageCode{"STAFF_EMAIL_TAKEN", "A staff account with this email already exists"},
    MessageCode{"STAFF_NOT_FOUND", "Staff member not found"},
    MessageCode{"LAST_OWNER", "The shop needs at least one owner"},
    MessageCode{"INVALID_ROLE", "Unknown role"},
    // Staff: products and stock (operator console, issue 18)
    MessageCode{"PRODUCT_CHANGED", "This product was changed by someone else. Reload it to see the change."},
    MessageCode{"PRICE_INVALID", "Price must be more than 0"},
    MessageCode{"PRICE_WAS_INVALID", "The price before must be 0 or more than the price"},
    MessageCode{"SLUG_INVALID", "A slug may only have lower-case letters, digits and dashes"},
    MessageCode{"SLUG_TAKEN", "Another product already uses this slug"},
    MessageCode{"BARCODE_TAKEN", "Another product already uses this barcode"},
    MessageCode{"CATEGORY_NOT_FOUND", "Category not found"},
    MessageCode{"PRODUCT_TYPE_NOT_FOUND", "Product type not found"},
    MessageCode{"ATTRIBUTE_NOT_FOUND", "Attribute not found"},
    MessageCode{"PRODUCT_STATUS_INVALID", "A product is either published or draft"},
    MessageCode{"CART_LIMIT_INVALID", "The cart limit cannot be negative"},
    MessageCode{"STOCK_REASON_INVALID", "Unknown stock reason"},
    MessageCode{"STOCK_NEGATIVE", "Stock cannot go below 0"},
    MessageCode{"STOCK_FILTER_INVALID", "Unknown stock filter"},
    // Staff: product import (operator console, issue 18)
    MessageCode{"IMPORT_TOO_LARGE", "A file may have at most 5,000 rows and 900 KB"},
    MessageCode{"IMPORT_EMPTY", "The file has no product rows"},
    MessageCode{"IMPORT_HEADER_INVALID", "The first row must name the columns, with barcode or slug"},
    MessageCode{"IMPORT_UNKNOWN_COLUMN", "Unknown column"},
    MessageCode{"IMPORT_COLUMN_TWICE", "This column is named twice"},
    MessageCode{"IMPORT_FIELD_COUNT", "This row does not have as many fields as the first row"},
    MessageCode{"IMPORT_NO_KEY", "Give a barcode or a slug"},
    MessageCode{"IMPORT_PRODUCT_UNKNOWN", "No product has this barcode or slug"},
    MessageCode{"IMPORT_PRODUCTS_DIFFER", "The barcode and the slug belong to different products"},
    MessageCode{"IMPORT_PRODUCT_REPEATED", "This product is on an earlier row too"},
    MessageCode{"IMPORT_STOCK_INVALID", "Stock must be a whole number"},
    MessageCode{"IMPORT_HAS_ERRORS", "Nothing was changed: fix every row's error first"},
    MessageCode{"CSV_QUOTE_UNCLOSED", "A quoted field is not closed"},
    MessageCode{"CSV_STRAY_QUOTE", "A quote may only start a field or be doubled inside a quoted one"},
    // Staff: slots, settings and vouchers (operator console, issue 18)
    MessageCode{"STAFF_SLOT_NOT_FOUND", "Delivery slot not found"},
    MessageCode{"SLOT_CHANGED", "This slot was changed by someone else. Reload it to see the change."},
    MessageCode{"SLOT_DAY_INVALID", "Unknown day"},
    MessageCode{"SLOT_TIMES_INVALID", "Times are HH:mm and the end must be after the start"},
    MessageCode{"SLOT_LIMIT_INVALID", "The order limit must be at least 1"},
    MessageCode{"SLOT_OVERLAPS", "This slot overlaps {} on the same day"},
    MessageCode{"DATE_INVALID", "Dates are YYYY-MM-DD"},
    MessageCode{"SLOT_LIMIT_BELOW_BOOKED", "{} orders are already booked in one of this slot's coming dates"},
    MessageCode{"DATE_HAS_ORDERS", "{} orders are already booked on this date"},
    MessageCode{"SETTING_NOT_NUMBER", "Please enter a number of 0 or more"},
    MessageCode{"SETTING_NOT_WHOLE", "Please enter a whole number of 0 or more"},
    MessageCode{"SETTING_DAYS_INVALID", "Days to show must be from 1 to 14"},
    MessageCode{"SETTING_MAX_BELOW_MIN", "The maximum order must be 0 (no limit) or at least the minimum order"},
    MessageCode{"CONFIRMATION_REQUIRED", "Please type {} to confirm"},
    MessageCode{"STAFF_VOUCHER_NOT_FOUND", "Voucher not found"},
    MessageCode{"VOUCHER_CHANGED", "This voucher was changed by someone else. Reload it to see the change."},
    MessageCode{"VOUCHER_CODE_INVALID", "A code has 3 to 30 letters, digits or dashes"},
    MessageCode{"VOUCHER_CODE_TAKEN", "Another voucher already uses this code"},
    MessageCode{"VOUCHER_TYPE_INVALID", "A discount is either fix or %"},
    MessageCode{"VOUCHER_AMOUNT_INVALID", "The discount must be more than 0"},
    MessageCode{"VOUCHER_PERCENT_TOO_HIGH", "A percent discount cannot be more than 100"},
    MessageCode{"VOUCHER_WINDOW_INVALID", "The end must be after the start"},
    MessageCode{"VOUCHER_DATE_INVALID", "Dates are ISO instants, e.g. 2026-12-01T19:00:00.000Z"},
    // Staff: categories, customers and pages (operator console, issue 18)
    MessageCode{"CATEGORY_CHANGED", "This category was changed by someone else. Reload it to see the change."},
    MessageCode{"CATEGORY_CYCLE", "A category cannot go under itself or one of its sub-categories"},
    MessageCode{"CATEGORY_SLUG_TAKEN", "Another category already uses this slug"},
    MessageCode{"CATEGORY_STATUS_INVALID", "A category is either enabled or disabled"},
    MessageCode{"POSITION_INVALID", "The position cannot be negative"},
    MessageCode{"CUSTOMER_NOT_FOUND", "Customer not found"},
    MessageCode{"PAGE_NOT_FOUND", "Page not found"},
    MessageCode{"PAGE_CHANGED", "This page was changed by someone else. Reload it to see the change."},
    MessageCode{"PAGE_SLUG_TAKEN", "Another page already uses this slug"},
    MessageCode{"PAGE_STATUS_INVALID", "A page is either published or draft"},
    // Staff: service area (operator console, issue 18)
    MessageCode{"ZONE_NOT_FOUND", "Zone not found"},
    MessageCode{"ZONE_CHANGED", "This zone was changed by someone else. Reload it to see the change."},
    MessageCode{"ZONE_TITLE_TAKEN", "Another zone of this city already has this title"},
    MessageCode{"ZONE_STATUS_INVALID", "A zone is either published or draft"},
    MessageCode{"ZONE_POINT_INVALID", "Each point is a latitude from -90 to 90 and a longitude from -180 to 180"},
    MessageCode{"ZONE_TOO_FEW_POINTS", "A zone needs at least 3 different points"},
    MessageCode{"ZONE_TOO_MANY_POINTS", "A zone can have at most 200 points"},
    MessageCode{"ZONE_SELF_INTERSECTS", "The zone's edges cross each other"},
    MessageCode{"ZONE_OUTSIDE_CITY", "The zone reaches too far outside the city"},
    MessageCode{"ZONE_OVERLAPS", "This zone overlaps the published zone {}"},
    MessageCode{"ZONE_LEAVES_OUTSIDE", "{} saved addresses would be outside the service area"},
    // Staff: home page and offers (operator console, issue 18)
    MessageCode{"HOME_CHANGED", "This part of the home page was changed by someone else. Reload it to see the change."},
    MessageCode{"HOME_KEY_NOT_FOUND", "There is no such part of the home page"},
    MessageCode{"HOME_STATUS_INVALID", "Choose published or draft"},
    MessageCode{"BANNER_URL_INVALID", "Give a link starting with https:// or a store path like /product/name"},
    MessageCode{"BANNER_ITEMS_TOO_MANY", "A banner group holds at most 10 pictures"},
    MessageCode{"BANNER_ITEM_NOT_FOUND", "This picture is no longer in the banner group. Reload it."},
    MessageCode{"BANNER_UPLOAD_NOT_FOUND", "Upload the picture again"},
    MessageCode{"BANNER_IMAGE_REQUIRED", "Choose a picture"},
    MessageCode{"HOME_PRODUCT_NOT_FOUND", "Product not found"},
    MessageCode{"HOME_PRODUCT_UNPUBLISHED", "Only published products can be listed"},
    MessageCode{"HOME_PRODUCT_TWICE", "This product is already in the list"},
    MessageCode{"HOME_PRODUCTS_TOO_MANY", "A list holds at most 50 products"},
    // Success messages (SuccessInfo and the upload answer's success)
    MessageCode{"SIGNED_OUT", "Signed out"},
    MessageCode{"PASSWORD_UPDATED", "Password updated"},
    MessageCode{"RESET_CODE_SENT", "If an account exists for this email, a code has been sent."},
    MessageCode{"RESET_CODE_VERIFIED", "Code verified"},
    MessageCode{"PASSWORD_RESET", "Password Reset Successfull"},
    MessageCode{"ADDRESS_DELETED", "Address deleted"},
    MessageCode{"UPLOAD_COMPLETE", "Upload complete"},
    MessageCode{"FILE_REMOVED", "File removed"},
    MessageCode{"ALERT_CREATED",
                "Your reminder has been created! You will be notified as soon as the product is back in stock!"},
    MessageCode{"ALREADY_REQUESTED",
                "You have already requested a reminder for this product. You will be notified as soon as it is back "
                "in stock!"},
    MessageCode{"VOUCHER_APPLIED", "Voucher applied successfully"},
};

// Each "{}" of `text` stands for a non-empty parameter; the fixed parts must appear in order.
bool matches(std::string_view message, std::string_view text) {
  auto hole = text.find("{}");
  if (hole == std::string_view::npos) return message == text;
  if (!message.starts_with(text.substr(0, hole))) return false;
  message.remove_prefix(hole);
  text.remove_prefix(hole + 2);
  while (true) {
    hole = text.find("{}");
    const auto part = text.substr(0, hole);
    if (hole == std::string_view::npos) return message.size() > part.size() && message.ends_with(part);
    const auto at = message.find(part, 1);  // the parameter before it takes at least one character
    if (at == std::string_view::npos) return false;
    message.remove_prefix(at + part.size());
    text.remove_prefix(hole + 2);
  }
}

}  // namespace

std::span<const MessageCode> message_codes() { return kMessageCodes; }

std::string text_code(std::string_view message, std::string_view category) {
  for (const auto& entry : kMessageCodes)
    if (matches(message, entry.text)) return entry.text_code;
  return std::string(category);
}

boost::json::object error_object(std::string_view message, std::string_view code, std::string_view details) {
  auto text_or_null = [](std::string_view s) {
    return s.empty() ? boost::json::value(nullptr) : boost::json::value(s);
  };
  return {{"message", message},
          {"code", text_or_null(code)},
          {"textCode", text_or_null(text_code(message, code))},
          {"details", text_or_null(details)}};
}

boost::json::object success_object(std::string_view message) {
  const auto code = text_code(message, "");
  return {{"message", message}, {"textCode", code.empty() ? boost::json::value(nullptr) : boost::json::value(code)}};
}

boost::json::object error_extensions(std::string_view message, std::string_view category) {
  return {{"code", category}, {"textCode", text_code(message, category)}};
}

}  // namespace karyana::api
