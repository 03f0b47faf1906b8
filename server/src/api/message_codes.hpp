// Every message the server sends a user carries a textCode that names exactly one text, so the web
// app can translate by it (issue 16). The texts stay where their rules are (domain/, the resolvers);
// this is the one table from text to textCode, read by the few builders of error objects and field
// errors, so no call site has to pass a second code. docs/api.md lists the same table for translators.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include <boost/json/object.hpp>

namespace karyana::api {

struct MessageCode {
  const char* text_code;
  const char* text;  // "{}" stands for the one parameter (an amount, a count, a name)
};

// The whole table, for tests and docs.
std::span<const MessageCode> message_codes();

// The textCode of `message`: its table entry's, else `category` (the message's `code`, used for
// texts that are not fixed, e.g. an administrator's status note on a disabled account).
std::string text_code(std::string_view message, std::string_view category);

// A payload's error object: {"message", "code", "textCode", "details"}, an empty code or details as null.
boost::json::object error_object(std::string_view message, std::string_view code, std::string_view details = {});

// A payload's success object: {"message", "textCode"}, the textCode from the table (a success text
// always has an entry; one without falls back to null).
boost::json::object success_object(std::string_view message);

// A GraphQL field error's extensions: {"code": category, "textCode": …}.
boost::json::object error_extensions(std::string_view message, std::string_view category);

}  // namespace karyana::api
