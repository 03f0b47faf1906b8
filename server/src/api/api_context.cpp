#include "api/api_context.hpp"

#include <spdlog/spdlog.h>

namespace karyana::api {

void ApiContext::on_internal_error(std::string_view field, std::string_view what) {
  spdlog::error("resolver {} failed: {}", field, what);
}

}  // namespace karyana::api
