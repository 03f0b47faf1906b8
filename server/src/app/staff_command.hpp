// `karyana staff add --email E --name "N" --role R [--phone P] [data options]`: adds a staff
// member (issue 17; the first owner comes this way). The password is one line of standard input
// (at least 12 characters), so it never shows in the process list or the shell history. The
// other options (--data-dir, --db, …) are the server's, so it works on the configured data folder.
#pragma once

namespace karyana::app {

// argv[1] is "staff". Prints one line and returns the exit code: 0 added, 1 refused (with the
// reason on stderr), 2 a usage error.
int run_staff_command(int argc, char** argv);

}  // namespace karyana::app
