#include "app/staff_command.hpp"

#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "auth/password.hpp"
#include "config/config.hpp"
#include "domain/staff_roles.hpp"
#include "store/stores.hpp"

namespace karyana::app {

namespace {

constexpr const char* kUsage =
    "usage: karyana staff add --email E --name \"N\" --role owner|manager|picker|rider [--phone P]\n"
    "       [--data-dir D | --db FILE]   (the password is read from standard input, one line, at least 12 "
    "characters)\n";

int usage_error(const std::string& why) {
  std::fprintf(stderr, "karyana staff: %s\n%s", why.c_str(), kUsage);
  return 2;
}

}  // namespace

int run_staff_command(int argc, char** argv) {
  if (argc < 3 || std::string(argv[2]) != "add") return usage_error("the one subcommand is 'add'");
  domain::NewStaffForm form;
  std::string phone;
  // The staff options are taken out; the rest go to the server's own option reader.
  std::vector<char*> rest{argv[0]};
  for (int i = 3; i < argc; ++i) {
    const std::string arg = argv[i];
    std::string* target = arg == "--email"   ? &form.email
                          : arg == "--name"  ? &form.name
                          : arg == "--role"  ? &form.role
                          : arg == "--phone" ? &phone
                                             : nullptr;
    if (!target) {
      rest.push_back(argv[i]);
      continue;
    }
    if (i + 1 >= argc) return usage_error(arg + " needs a value");
    *target = domain::trim(argv[++i]);
  }
  rest.emplace_back(const_cast<char*>("migrate"));  // any command: only the data options matter
  config::Config c;
  try {
    c = config::load(static_cast<int>(rest.size()), rest.data());
  } catch (const std::exception& e) {
    return usage_error(e.what());
  }

  if (!std::getline(std::cin, form.password)) form.password.clear();
  if (!form.password.empty() && form.password.back() == '\r') form.password.pop_back();
  if (auto v = domain::check_new_staff_member(form)) {
    std::fprintf(stderr, "karyana staff: %s: %s\n", v->field.c_str(), v->message.c_str());
    return 1;
  }
  // The store `serve` uses: PostgreSQL when a database URL is given (issue 20).
  auto stores = c.database_url.empty() ? store::open_sqlite_stores(c.db_path)
                                       : store::open_postgres_stores(c.database_url, {.connections = 1});
  store::NewStaffMember member;
  member.email = form.email;
  member.fname = form.name;
  member.role = form.role;
  if (!phone.empty()) member.phone = phone;
  member.password_hash = auth::hash_password(form.password);
  auto added = stores->staff().add_member(member, "");
  if (!added) {
    std::fprintf(stderr, "karyana staff: A staff account with this email already exists (%s)\n", form.email.c_str());
    return 1;
  }
  std::printf("added %s %s (%s) as %s\n", added->user_id.c_str(), added->email.c_str(), added->fname.c_str(),
              added->role.c_str());
  return 0;
}

}  // namespace karyana::app
