#include "http/static_files.hpp"

#include <sys/stat.h>

#include <cstdio>
#include <ctime>
#include <fstream>
#include <mutex>
#include <shared_mutex>
#include <unordered_map>

#include "http/http_util.hpp"
#include "http/mime_types.hpp"

namespace karyana::http {

std::optional<std::string> safe_relative_path(std::string_view path) {
  std::string out;
  out.reserve(path.size());
  while (!path.empty()) {
    auto slash = path.find('/');
    auto segment = path.substr(0, slash);
    if (segment == "." || segment == "..") return std::nullopt;
    if (segment.find('\0') != std::string_view::npos || segment.find('\\') != std::string_view::npos)
      return std::nullopt;
    if (!segment.empty()) {
      if (!out.empty() && out.back() != '/') out.push_back('/');
      out.append(segment);
    }
    if (slash == std::string_view::npos) break;
    path.remove_prefix(slash + 1);
    if (path.empty() && !out.empty()) out.push_back('/');  // keep a trailing slash
  }
  return out;
}

namespace {

struct FileInfo {
  std::size_t size = 0;
  std::int64_t mtime_ns = 0;
};

std::optional<FileInfo> regular_file(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
  return FileInfo{static_cast<std::size_t>(st.st_size),
                  static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec};
}

std::string make_etag(const FileInfo& info, std::string_view encoding) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "\"%zx-%llx%s%.*s\"", info.size, static_cast<unsigned long long>(info.mtime_ns),
                encoding.empty() ? "" : "-", static_cast<int>(encoding.size()), encoding.data());
  return buf;
}

std::string http_date(std::int64_t mtime_ns) {
  std::time_t t = static_cast<std::time_t>(mtime_ns / 1000000000LL);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S GMT", &tm);
  return buf;
}

// If-None-Match holds `etag` (or "*"); weak comparison as RFC 9110 asks for this header.
bool none_match_hits(std::string_view if_none_match, std::string_view etag) {
  if (trim(if_none_match) == "*") return true;
  while (!if_none_match.empty()) {
    auto comma = if_none_match.find(',');
    auto tag = trim(if_none_match.substr(0, comma));
    if (tag.substr(0, 2) == "W/") tag.remove_prefix(2);
    if (tag == etag) return true;
    if (comma == std::string_view::npos) break;
    if_none_match.remove_prefix(comma + 1);
  }
  return false;
}

}  // namespace

struct StaticFiles::Cache {
  struct Entry {
    FileInfo info;
    std::shared_ptr<const std::string> data;
  };
  std::size_t max_file = 0, max_total = 0, total = 0;
  mutable std::shared_mutex mutex;
  std::unordered_map<std::string, Entry> entries;

  // The file's content when it is small enough to keep, or nullptr (stream it instead).
  std::shared_ptr<const std::string> get(const std::string& path, const FileInfo& info) {
    if (info.size > max_file) return nullptr;
    {
      std::shared_lock lock(mutex);
      auto it = entries.find(path);
      if (it != entries.end() && it->second.info.size == info.size && it->second.info.mtime_ns == info.mtime_ns)
        return it->second.data;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) return nullptr;
    auto data = std::make_shared<std::string>(info.size, '\0');
    in.read(data->data(), static_cast<std::streamsize>(info.size));
    if (static_cast<std::size_t>(in.gcount()) != info.size) return nullptr;  // changed while reading
    std::unique_lock lock(mutex);
    auto it = entries.find(path);
    if (it != entries.end()) {
      total -= it->second.data->size();
      entries.erase(it);
    }
    if (total + data->size() <= max_total) {
      entries.emplace(path, Entry{info, data});
      total += data->size();
    }
    return data;
  }
};

StaticFiles::StaticFiles(std::string root, std::size_t cache_file_bytes, std::size_t cache_total_bytes)
    : root_(std::move(root)), cache_(std::make_unique<Cache>()) {
  while (root_.size() > 1 && root_.back() == '/') root_.pop_back();
  cache_->max_file = cache_file_bytes;
  cache_->max_total = cache_total_bytes;
}

StaticFiles::~StaticFiles() = default;

std::optional<HttpResponse> StaticFiles::serve(std::string_view decoded_path, const HttpRequest& request,
                                               std::string_view cache_control) const {
  if (root_.empty()) return std::nullopt;
  auto rel = safe_relative_path(decoded_path);
  if (!rel) return std::nullopt;
  if (rel->empty() || rel->back() == '/') rel->append("index.html");

  const std::string path = root_ + "/" + *rel;
  auto info = regular_file(path);
  if (!info) return std::nullopt;

  // A precompressed sibling the client accepts (br preferred over gzip).
  std::string served_path = path;
  std::string_view encoding;
  FileInfo served = *info;
  bool has_variants = false;
  const std::string_view accept_encoding = request.header("accept-encoding");
  for (auto [suffix, coding] : {std::pair<std::string_view, std::string_view>{".br", "br"}, {".gz", "gzip"}}) {
    std::string candidate = path + std::string(suffix);
    auto sibling = regular_file(candidate);
    if (!sibling) continue;
    has_variants = true;
    if (encoding.empty() && encoding_quality(accept_encoding, coding) > 0) {
      served_path = std::move(candidate);
      served = *sibling;
      encoding = coding;
    }
  }

  HttpResponse res;
  const std::string etag = make_etag(served, encoding);
  res.headers.emplace_back("ETag", etag);
  res.headers.emplace_back("Cache-Control", std::string(cache_control));
  if (has_variants) res.headers.emplace_back("Vary", "Accept-Encoding");

  if (none_match_hits(request.header("if-none-match"), etag)) {
    res.status = 304;
    return res;
  }
  res.headers.emplace_back("Content-Type", std::string(content_type_for(path)));
  res.headers.emplace_back("Last-Modified", http_date(served.mtime_ns));
  if (!encoding.empty()) res.headers.emplace_back("Content-Encoding", std::string(encoding));

  if (auto data = cache_->get(served_path, served)) {
    res.body = *data;
  } else {
    res.file = served_path;
  }
  return res;
}

}  // namespace karyana::http
