// What the bus tells this instance's subscribers after events from other instances may have been
// missed (app/bridged_pubsub.hpp's gap): the subscriptions whose state can be re-read without
// guessing are told. A socket's session topic gets an announcement, on which the socket rechecks
// its session in the store (a revocation on another instance closes it); productsUpdated gets
// {products: [], reload: true}, on which the store front reads its pages again. The other topics
// (carts, addresses, slots, orders, the staff board) carry state the event itself holds: their
// subscribers see the next change, and a client re-reads on its own reconnect (docs/decisions.md).
#pragma once

#include "graphql/pubsub.hpp"

namespace karyana::app {

void resync_after_gap(graphql::PubSub& local);

}  // namespace karyana::app
