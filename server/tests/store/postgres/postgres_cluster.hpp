// A private PostgreSQL cluster for the tests of one process: initdb in a temp folder, started on
// first use with its unix socket in that folder (no TCP: listen_addresses=''), fsync off for speed,
// stopped and removed at exit. Each test takes its own database (create_database), so tests never
// see each other's rows. One cluster per test binary keeps CI time down.
//
// PostgreSQL must be installed (Debian's `postgresql`; scripts/install-deps.sh): without it the
// tests FAIL, never skip. initdb refuses to run as root, so as root (here and in CI) the cluster
// runs as the `postgres` system user the Debian package creates, in a folder chowned to it.
#pragma once

#include <pwd.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>

#include "store/postgres/connection.hpp"

namespace karyana::test {

class PostgresCluster {
 public:
  // The process's cluster, started on first use (throws with the reason when it cannot start).
  static PostgresCluster& shared() {
    static PostgresCluster cluster;
    return cluster;
  }

  // A fresh, empty database; returns its connection string.
  std::string create_database(const std::string& hint = "test") {
    static std::atomic<int> counter{0};
    std::string name = "k_" + hint + "_" + std::to_string(counter++);
    for (char& ch : name)
      if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
    store::postgres::Connection admin(url("postgres"));
    // C collation: text sorts by bytes, as SQLite's BINARY does (docs/operations.md).
    admin.exec_script("CREATE DATABASE \"" + name +
                      "\" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'");
    return url(name);
  }

  std::string url(const std::string& database) const {
    return "host=" + socket_dir_ + " port=" + std::to_string(kPort) + " user=postgres dbname=" + database;
  }
  const std::string& folder() const { return folder_; }

  ~PostgresCluster() {
    run_as_owner(bin("pg_ctl") + " -D " + data_dir() + " -m immediate -w stop >/dev/null 2>&1");
    std::error_code ec;
    std::filesystem::remove_all(folder_, ec);
  }
  PostgresCluster(const PostgresCluster&) = delete;
  PostgresCluster& operator=(const PostgresCluster&) = delete;

 private:
  static constexpr int kPort = 5432;  // only names the socket file in our folder

  PostgresCluster() {
    bindir_ = find_bindir();
    stop_orphans();
    folder_ = (std::filesystem::temp_directory_path() / ("karyana-pg-" + std::to_string(::getpid()))).string();
    socket_dir_ = folder_;
    std::filesystem::remove_all(folder_);
    std::filesystem::create_directories(folder_);
    ::chmod(folder_.c_str(), 0700);
    if (::geteuid() == 0) {
      const passwd* pw = ::getpwnam("postgres");
      if (!pw)
        throw std::runtime_error(
            "PostgresCluster: running as root and there is no `postgres` user (install Debian's postgresql)");
      if (::chown(folder_.c_str(), pw->pw_uid, pw->pw_gid) != 0)
        throw std::runtime_error("PostgresCluster: cannot chown " + folder_);
      as_owner_ = "runuser -u postgres -- ";
    }
    const std::string log = folder_ + "/setup.log";
    if (!run_as_owner(bin("initdb") + " -D " + data_dir() + " -A trust -U postgres -E UTF8 --locale=C --no-sync >" +
                      log + " 2>&1"))
      throw std::runtime_error("PostgresCluster: initdb failed: " + read(log));
    const std::string options = "-k " + socket_dir_ + " -p " + std::to_string(kPort) +
                                " -c listen_addresses='' -c fsync=off -c full_page_writes=off"
                                " -c max_connections=300 -c shared_buffers=32MB";
    if (!run_as_owner(bin("pg_ctl") + " -D " + data_dir() + " -l " + folder_ + "/server.log -w -t 60 -o \"" + options +
                      "\" start >>" + log + " 2>&1"))
      throw std::runtime_error("PostgresCluster: pg_ctl start failed: " + read(log) + read(folder_ + "/server.log"));
  }

  // Clusters of test processes that died without their exit handlers (a crash, a SIGPIPE, a
  // debugger): stopped and removed, so they do not pile up on a developer's machine.
  void stop_orphans() {
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::temp_directory_path(), ec)) {
      const std::string name = entry.path().filename().string();
      if (name.rfind("karyana-pg-", 0) != 0) continue;
      const std::string pid_text = name.substr(11);
      if (pid_text.empty() || pid_text.find_first_not_of("0123456789") != std::string::npos) continue;
      const pid_t pid = static_cast<pid_t>(std::stol(pid_text));
      if (pid == ::getpid() || ::kill(pid, 0) == 0 || errno != ESRCH) continue;
      const std::string data = entry.path().string() + "/data";
      if (std::filesystem::exists(data + "/postmaster.pid"))
        run_as_root_or_owner(bin("pg_ctl") + " -D " + data + " -m immediate -w stop >/dev/null 2>&1");
      std::filesystem::remove_all(entry.path(), ec);
    }
  }
  bool run_as_root_or_owner(const std::string& command) const {
    return std::system(((::geteuid() == 0 ? "runuser -u postgres -- " : "") + command).c_str()) == 0;
  }

  static std::string find_bindir() {
    std::string dir;
    if (FILE* p = ::popen("pg_config --bindir 2>/dev/null", "r")) {
      char buffer[512];
      if (std::fgets(buffer, sizeof buffer, p)) dir = buffer;
      ::pclose(p);
    }
    while (!dir.empty() && (dir.back() == '\n' || dir.back() == ' ')) dir.pop_back();
    if (dir.empty() || !std::filesystem::exists(dir + "/initdb")) dir = "/usr/lib/postgresql/15/bin";
    if (!std::filesystem::exists(dir + "/initdb"))
      throw std::runtime_error(
          "PostgresCluster: PostgreSQL's initdb is not installed (apt-get install postgresql; "
          "scripts/install-deps.sh does): the PostgreSQL store tests need it");
    return dir;
  }

  std::string bin(const std::string& name) const { return bindir_ + "/" + name; }
  std::string data_dir() const { return folder_ + "/data"; }
  bool run_as_owner(const std::string& command) const { return std::system((as_owner_ + command).c_str()) == 0; }
  static std::string read(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  }

  std::string bindir_;
  std::string folder_;
  std::string socket_dir_;
  std::string as_owner_;  // "runuser -u postgres -- " when root
};

}  // namespace karyana::test
