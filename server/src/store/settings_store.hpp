// Store settings: a flat key → value map (values are text; the API sends them as one JSON string).
#pragma once

#include <map>
#include <optional>
#include <string>

namespace karyana::store {

class SettingsStore {
 public:
  virtual ~SettingsStore() = default;
  virtual std::map<std::string, std::string> all() = 0;
  virtual std::optional<std::string> get(const std::string& key) = 0;
  // Inserts or replaces.
  virtual void set(const std::string& key, const std::string& value) = 0;
};

}  // namespace karyana::store
