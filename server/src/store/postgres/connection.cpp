#include "store/postgres/connection.hpp"

#include <libpq-fe.h>

#include <charconv>
#include <memory>
#include <regex>
#include <utility>

#include <spdlog/spdlog.h>

namespace karyana::store::postgres {

namespace {

// The error a failed result (or, with none, the connection) reports.
Error error_from(PGconn* conn, const PGresult* result, std::string_view context) {
  std::string sqlstate;
  std::string primary;
  std::string message;
  if (result) {
    if (const char* s = PQresultErrorField(result, PG_DIAG_SQLSTATE)) sqlstate = s;
    if (const char* p = PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY)) primary = p;
    message = PQresultErrorMessage(result);
  }
  if (message.empty() && conn) message = PQerrorMessage(conn);
  while (!message.empty() && (message.back() == '\n' || message.back() == ' ')) message.pop_back();
  if (primary.empty()) primary = message;
  std::string what = "postgres: " + message;
  if (!context.empty()) what += " (in: " + std::string(context.substr(0, 200)) + ")";
  return Error(std::move(sqlstate), std::move(primary), what);
}

using ResultPtr = std::unique_ptr<PGresult, decltype(&PQclear)>;

bool failed(const PGresult* r) {
  if (!r) return true;
  const auto status = PQresultStatus(r);
  return status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK && status != PGRES_EMPTY_QUERY;
}

}  // namespace

void Params::add(double value) {
  char buffer[32];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);  // shortest exact form
  values_.emplace_back(std::string(buffer, end));
}

Connection::Connection(std::string url) : url_(std::move(url)) { connect(); }

Connection::~Connection() {
  if (conn_) PQfinish(conn_);
}

void Connection::connect() {
  if (conn_) PQfinish(conn_);
  prepared_.clear();
  conn_ = PQconnectdb(url_.c_str());
  if (!conn_ || PQstatus(conn_) != CONNECTION_OK) {
    std::string message = conn_ ? PQerrorMessage(conn_) : "out of memory";
    while (!message.empty() && message.back() == '\n') message.pop_back();
    throw Error("08001", message, "postgres: cannot connect to " + redact_url(url_) + ": " + message);
  }
  if (PQsetClientEncoding(conn_, "UTF8") != 0) throw error_from(conn_, nullptr, "client_encoding UTF8");
  // Server NOTICEs ("relation … already exists, skipping") go to the debug log, not stderr.
  PQsetNoticeProcessor(
      conn_, [](void*, const char* message) { spdlog::debug("postgres: {}", std::string_view(message)); }, nullptr);
}

void Connection::reconnect() { connect(); }

Result Connection::exec_params(std::string_view sql, const Params& params) {
  std::string key(sql);
  auto it = prepared_.find(key);
  if (it == prepared_.end()) {
    std::string name = "k" + std::to_string(next_name_++);
    ResultPtr prepared(PQprepare(conn_, name.c_str(), key.c_str(), 0, nullptr), &PQclear);
    if (failed(prepared.get())) throw error_from(conn_, prepared.get(), sql);
    it = prepared_.emplace(std::move(key), std::move(name)).first;
  }
  const auto& values = params.values();
  std::vector<const char*> pointers;
  pointers.reserve(values.size());
  for (const auto& v : values) pointers.push_back(v ? v->c_str() : nullptr);
  PGresult* r = PQexecPrepared(conn_, it->second.c_str(), static_cast<int>(pointers.size()), pointers.data(), nullptr,
                               nullptr, 0);
  if (failed(r)) {
    ResultPtr owned(r, &PQclear);
    // A statement the server no longer knows (26000: the session was reset) is prepared afresh next time.
    if (const char* s = r ? PQresultErrorField(r, PG_DIAG_SQLSTATE) : nullptr; s && std::string_view(s) == "26000")
      prepared_.erase(it);
    throw error_from(conn_, r, sql);
  }
  return Result(r);
}

void Connection::exec_script(const std::string& sql) {
  ResultPtr r(PQexec(conn_, sql.c_str()), &PQclear);
  if (failed(r.get())) throw error_from(conn_, r.get(), sql);
}

std::vector<Notice> Connection::take_notices() {
  std::vector<Notice> notices;
  PQconsumeInput(conn_);
  while (PGnotify* n = PQnotifies(conn_)) {
    notices.push_back({n->relname, n->extra ? n->extra : "", n->be_pid});
    PQfreemem(n);
  }
  return notices;
}

void Connection::discard_notices() {
  while (PGnotify* n = PQnotifies(conn_)) PQfreemem(n);
}

bool Connection::in_transaction() const {
  const auto status = PQtransactionStatus(conn_);
  return status == PQTRANS_INTRANS || status == PQTRANS_INERROR || status == PQTRANS_ACTIVE;
}

bool Connection::transaction_failed() const { return PQtransactionStatus(conn_) == PQTRANS_INERROR; }

bool Connection::broken() const { return !conn_ || PQstatus(conn_) != CONNECTION_OK; }

int Connection::backend_pid() const { return PQbackendPID(conn_); }

std::string redact_url(std::string_view url) {
  std::string text(url);
  // postgresql://user:secret@host → postgresql://user:***@host
  static const std::regex uri_password(R"(^([a-z]+://[^:/@?#]*):[^@/?#]*@)", std::regex::icase);
  text = std::regex_replace(text, uri_password, "$1:***@");
  // password=secret (key=value form, or ?password= / &password= in a URI)
  static const std::regex key_password(R"((^|[\s?&])password=('([^'\\]|\\.)*'|[^\s&]*))", std::regex::icase);
  return std::regex_replace(text, key_password, "$1password=***");
}

}  // namespace karyana::store::postgres
