#include "store/sqlite/sqlite_upload_store.hpp"

#include "store/upload_rows.hpp"

namespace karyana::store::sqlite {

namespace {

using upload_rows::kCatalogueInUse;
using upload_rows::kColumns;
using upload_rows::kInUse;
using upload_rows::read_upload;

std::vector<UploadRecord> read_all(Statement& st) { return upload_rows::read_all_uploads(st); }

class SqliteUploadStore final : public UploadStore {
 public:
  explicit SqliteUploadStore(Database& db) : db_(db) {}

  UploadRecord record(const std::string& id, const NewUpload& u) override {
    return db_.write([&](Connection& c) {
      auto st = c.prepare(std::string("INSERT INTO uploads(id, owner_id, kind, original_name, path, thumb_path,"
                                      " mime_type, width, height, size_bytes)"
                                      " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) RETURNING ") +
                          kColumns);
      st.bind_all(id, u.owner_id, u.kind, u.original_name, u.path, u.thumb_path, u.mime_type, u.width, u.height,
                  u.size_bytes);
      st.step();
      return read_upload(st);
    });
  }

  std::optional<UploadRecord> owned(const std::string& owner_id, const std::string& id) override {
    return db_.read([&](Connection& c) -> std::optional<UploadRecord> {
      auto st = c.prepare(std::string("SELECT ") + kColumns + " FROM uploads WHERE id = ?1 AND owner_id = ?2");
      st.bind_all(id, owner_id);
      if (!st.step()) return std::nullopt;
      return read_upload(st);
    });
  }

  std::optional<UploadRecord> owned_by_path(const std::string& owner_id, const std::string& path,
                                            UploadPart part) override {
    const std::string column = part == UploadPart::picture ? "path" : "thumb_path";
    return db_.read([&](Connection& c) -> std::optional<UploadRecord> {
      auto st =
          c.prepare(std::string("SELECT ") + kColumns + " FROM uploads WHERE " + column + " = ?1 AND owner_id = ?2");
      st.bind_all(path, owner_id);
      if (!st.step()) return std::nullopt;
      return read_upload(st);
    });
  }

  std::optional<UploadRecord> remove_owned(const std::string& owner_id, const std::string& id) override {
    return db_.write([&](Connection& c) -> std::optional<UploadRecord> {
      std::optional<UploadRecord> removed;
      {
        // A picture the catalogue shows stays (its files too): take it off the product first.
        auto st = c.prepare(std::string("DELETE FROM uploads AS u WHERE u.id = ?1 AND u.owner_id = ?2 AND NOT ") +
                            kCatalogueInUse + " RETURNING " + kColumns);
        st.bind_all(id, owner_id);
        if (!st.step()) return std::nullopt;
        removed = read_upload(st);
        while (st.step()) {
        }
      }
      c.prepare(
           "UPDATE users SET avatar = CASE WHEN avatar IN (?2, ?3) THEN NULL ELSE avatar END,"
           " avatar_thumb = CASE WHEN avatar_thumb IN (?2, ?3) THEN NULL ELSE avatar_thumb END,"
           " updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')"
           " WHERE id = ?1 AND (avatar IN (?2, ?3) OR avatar_thumb IN (?2, ?3))")
          .bind_all(owner_id, removed->path, removed->thumb_path)
          .run();
      return removed;
    });
  }

  std::vector<UploadRecord> remove_if_unused(const std::string& owner_id,
                                             const std::vector<std::string>& paths) override {
    if (paths.empty()) return {};
    return db_.write([&](Connection& c) {
      std::vector<UploadRecord> removed;
      for (const auto& path : paths) {
        auto st =
            c.prepare(std::string("DELETE FROM uploads AS u WHERE u.owner_id = ?1 AND ?2 IN (u.path, u.thumb_path)"
                                  " AND NOT ") +
                      kInUse + " RETURNING " + kColumns);
        st.bind_all(owner_id, path);
        for (auto& r : read_all(st)) removed.push_back(std::move(r));
      }
      return removed;
    });
  }

  std::vector<UploadRecord> remove_unused_before(const std::string& created_before) override {
    return db_.write([&](Connection& c) {
      auto st = c.prepare(std::string("DELETE FROM uploads AS u WHERE u.created_at < ?1 AND NOT ") + kInUse +
                          " RETURNING " + kColumns);
      st.bind_all(created_before);
      return read_all(st);
    });
  }

 private:
  Database& db_;
};

}  // namespace

std::unique_ptr<UploadStore> make_sqlite_upload_store(Database& db) { return std::make_unique<SqliteUploadStore>(db); }

}  // namespace karyana::store::sqlite
