// One HTTP/1.1 connection: keep-alive, pipelining up to a limit, header/body limits,
// timeouts, and the hand-over to a websocket session on an upgrade to /graphql.
// Internal to the http room.
#pragma once

#include <boost/asio/ip/tcp.hpp>

#include "http/connection.hpp"

namespace karyana::http {

// `socket` must have been accepted on its own strand.
void start_http_session(boost::asio::ip::tcp::socket socket, ServerShared& shared);

}  // namespace karyana::http
