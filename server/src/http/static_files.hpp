// Files served from a folder (the built web app, uploaded media): content types, strong
// ETags with If-None-Match → 304, precompressed .br/.gz siblings, no path traversal, and a
// small in-memory cache of small files (re-validated by size and mtime on every request).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "http/server.hpp"

namespace karyana::http {

// The path below a mount without "." or ".." segments, NUL or backslash, with empty
// segments dropped ("/a//b/" → "a/b/"); nullopt when it could leave the folder.
std::optional<std::string> safe_relative_path(std::string_view decoded_path);

class StaticFiles {
 public:
  StaticFiles(std::string root, std::size_t cache_file_bytes, std::size_t cache_total_bytes);
  ~StaticFiles();

  // Serves `decoded_path` (e.g. "/assets/app.js"; a trailing '/' means index.html) from the
  // folder. nullopt when there is no such regular file (or the path is unsafe).
  std::optional<HttpResponse> serve(std::string_view decoded_path, const HttpRequest& request,
                                    std::string_view cache_control) const;

  const std::string& root() const { return root_; }

 private:
  struct Cache;
  std::string root_;
  std::unique_ptr<Cache> cache_;
};

}  // namespace karyana::http
