#include "store/sqlite/sqlite_upload_store.hpp"

namespace karyana::store::sqlite {

namespace {

constexpr const char* kColumns =
    "id, owner_id, kind, original_name, path, thumb_path, mime_type, width, height, size_bytes, created_at";

// An upload `u` is in use while its owner's avatar or avatar_thumb shows it. Only the owner can
// point at an upload (editUser accepts the caller's own uploads only), so the owner's row is the
// one to look at (a primary-key lookup, no scan of users).
#define KARYANA_AVATAR_IN_USE                               \
  "EXISTS (SELECT 1 FROM users WHERE users.id = u.owner_id" \
  " AND (users.avatar IN (u.path, u.thumb_path) OR users.avatar_thumb IN (u.path, u.thumb_path)))"

// A staff picture upload (kind 'picture', store/picture_store.hpp) is in use while a product's
// picture, a gallery image or a category's picture shows it. Only kind 'picture' rows are
// looked up, so customers' uploads skip these scans. A home page banner's picture too (banner_items,
// issue 18's home page).
#define KARYANA_CATALOGUE_IN_USE                                                               \
  "(u.kind = 'picture' AND ("                                                                  \
  "EXISTS (SELECT 1 FROM products p WHERE p.picture IN (u.path, u.thumb_path)"                 \
  " OR p.picture_thumb IN (u.path, u.thumb_path))"                                             \
  " OR EXISTS (SELECT 1 FROM product_gallery g WHERE g.img IN (u.path, u.thumb_path)"          \
  " OR g.thumb IN (u.path, u.thumb_path))"                                                     \
  " OR EXISTS (SELECT 1 FROM product_categories k WHERE k.title_img IN (u.path, u.thumb_path)" \
  " OR k.title_img_thumb IN (u.path, u.thumb_path) OR k.menu_bg_img IN (u.path, u.thumb_path)" \
  " OR k.menu_bg_img_thumb IN (u.path, u.thumb_path))"                                         \
  " OR EXISTS (SELECT 1 FROM banner_items b WHERE b.img IN (u.path, u.thumb_path)"             \
  " OR b.thumb IN (u.path, u.thumb_path))"                                                     \
  "))"

constexpr const char* kCatalogueInUse = KARYANA_CATALOGUE_IN_USE;
// Every reference that keeps an upload (and its files) alive; a new kind of reference goes here,
// or the sweep would delete files still shown.
constexpr const char* kInUse = "(" KARYANA_AVATAR_IN_USE " OR " KARYANA_CATALOGUE_IN_USE ")";

#undef KARYANA_CATALOGUE_IN_USE
#undef KARYANA_AVATAR_IN_USE

UploadRecord read_upload(const Statement& st) {
  UploadRecord r;
  r.id = st.get_text(0);
  r.owner_id = st.get_opt_text(1);
  r.kind = st.get_text(2);
  r.original_name = st.get_text(3);
  r.path = st.get_text(4);
  r.thumb_path = st.get_opt_text(5);
  r.mime_type = st.get_text(6);
  r.width = static_cast<int>(st.get_int(7));
  r.height = static_cast<int>(st.get_int(8));
  r.size_bytes = st.get_int(9);
  r.created_at = st.get_text(10);
  return r;
}

std::vector<UploadRecord> read_all(Statement& st) {
  std::vector<UploadRecord> rows;
  while (st.step()) rows.push_back(read_upload(st));
  return rows;
}

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
