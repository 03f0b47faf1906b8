// One websocket connection on /graphql speaking graphql-transport-ws: the Beast side (accept,
// read loop, a write queue because Beast allows one outstanding write, init timer, close)
// around the transport-agnostic protocol in graphql/ws_protocol.hpp. Internal.
#pragma once

#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>

#include "http/connection.hpp"

namespace karyana::http {

void start_websocket_session(boost::beast::tcp_stream stream,
                             const boost::beast::http::request<boost::beast::http::string_body>& upgrade,
                             HttpRequest upgrade_request, ServerShared& shared);

}  // namespace karyana::http
