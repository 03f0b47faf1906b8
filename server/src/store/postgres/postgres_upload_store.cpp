// The PostgreSQL UploadStore: the SQLite store's statements (sqlite_upload_store.cpp) with the
// same answers; the in-use conditions are store/upload_rows.hpp's, shared by both. A delete that
// races a new reference (an avatar set, a product given the picture) is two transactions reading
// and writing the same rows: SERIALIZABLE aborts one and write() runs it again, so a file still
// shown is never handed back for deletion.
#include <boost/json.hpp>

#include "store/postgres/postgres_stores.hpp"
#include "store/upload_rows.hpp"

namespace karyana::store::postgres {

namespace {

using upload_rows::kCatalogueInUse;
using upload_rows::kColumns;
using upload_rows::kInUse;
using upload_rows::read_all_uploads;
using upload_rows::read_upload;

std::string json_array(const std::vector<std::string>& texts) {
  boost::json::array array;
  for (const auto& text : texts) array.emplace_back(text);
  return boost::json::serialize(array);
}

}  // namespace

UploadRecord PostgresUploadStore::record(const std::string& id, const NewUpload& u) {
  return db_.write([&](Connection& c) {
    auto rows = c.exec(std::string("INSERT INTO uploads(id, owner_id, kind, original_name, path, thumb_path,"
                                   " mime_type, width, height, size_bytes)"
                                   " VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ") +
                           kColumns,
                       id, u.owner_id, u.kind, u.original_name, u.path, u.thumb_path, u.mime_type, u.width, u.height,
                       u.size_bytes);
    rows.step();
    return read_upload(rows);
  });
}

std::optional<UploadRecord> PostgresUploadStore::owned(const std::string& owner_id, const std::string& id) {
  return db_.read([&](Connection& c) -> std::optional<UploadRecord> {
    auto rows =
        c.exec(std::string("SELECT ") + kColumns + " FROM uploads WHERE id = $1 AND owner_id = $2", id, owner_id);
    if (!rows.step()) return std::nullopt;
    return read_upload(rows);
  });
}

std::optional<UploadRecord> PostgresUploadStore::owned_by_path(const std::string& owner_id, const std::string& path,
                                                               UploadPart part) {
  const std::string column = part == UploadPart::picture ? "path" : "thumb_path";
  return db_.read([&](Connection& c) -> std::optional<UploadRecord> {
    auto rows = c.exec(std::string("SELECT ") + kColumns + " FROM uploads WHERE " + column + " = $1 AND owner_id = $2",
                       path, owner_id);
    if (!rows.step()) return std::nullopt;
    return read_upload(rows);
  });
}

std::optional<UploadRecord> PostgresUploadStore::remove_owned(const std::string& owner_id, const std::string& id) {
  return db_.write([&](Connection& c) -> std::optional<UploadRecord> {
    // A picture the catalogue shows stays (its files too): take it off the product first.
    auto rows = c.exec(std::string("DELETE FROM uploads AS u WHERE u.id = $1 AND u.owner_id = $2 AND NOT ") +
                           kCatalogueInUse + " RETURNING " + kColumns,
                       id, owner_id);
    if (!rows.step()) return std::nullopt;
    auto removed = read_upload(rows);
    c.exec(
        "UPDATE users SET avatar = CASE WHEN avatar IN ($2, $3) THEN NULL ELSE avatar END,"
        " avatar_thumb = CASE WHEN avatar_thumb IN ($2, $3) THEN NULL ELSE avatar_thumb END,"
        " updated_at = karyana_now()"
        " WHERE id = $1 AND (avatar IN ($2, $3) OR avatar_thumb IN ($2, $3))",
        owner_id, removed.path, removed.thumb_path);
    return std::optional<UploadRecord>(std::move(removed));
  });
}

std::vector<UploadRecord> PostgresUploadStore::remove_if_unused(const std::string& owner_id,
                                                                const std::vector<std::string>& paths) {
  if (paths.empty()) return {};
  // One statement for every path (SQLite runs one a path): the paths go as a JSON array.
  return db_.write([&](Connection& c) {
    auto rows = c.exec(std::string("DELETE FROM uploads AS u WHERE u.owner_id = $1 AND (u.path IN (SELECT value FROM"
                                   " json_array_elements_text($2::json)) OR u.thumb_path IN (SELECT value FROM"
                                   " json_array_elements_text($2::json))) AND NOT ") +
                           kInUse + " RETURNING " + kColumns,
                       owner_id, json_array(paths));
    return read_all_uploads(rows);
  });
}

std::vector<UploadRecord> PostgresUploadStore::remove_unused_before(const std::string& created_before) {
  return db_.write([&](Connection& c) {
    auto rows = c.exec(
        std::string("DELETE FROM uploads AS u WHERE u.created_at < $1 AND NOT ") + kInUse + " RETURNING " + kColumns,
        created_before);
    return read_all_uploads(rows);
  });
}

}  // namespace karyana::store::postgres
