// Whether the database answers, for GET /readyz (a load balancer stops sending traffic to an
// instance that is not ready; /healthz only says the process is up).
#pragma once

#include <functional>
#include <string>

namespace karyana::store {

// "" when the database answers a trivial read within about a second, else what failed. Each call
// opens its own read-only connection to the file: the store's open connections would go on
// reading a file that was deleted, moved away or lost with its disk, and say nothing.
using ReadinessProbe = std::function<std::string()>;
ReadinessProbe sqlite_readiness_probe(std::string db_path);

}  // namespace karyana::store
