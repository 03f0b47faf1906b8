// Order board benchmark driver (run by bench/board.sh against a started server with test hooks):
// phone-confirmed customers place <orders> orders for tomorrow through the real API (addCartItem
// ×2–3 + createOrderFromCart, 16 at once; slot limits lifted so every order fits one day), an owner
// made with `karyana staff add` signs in, then staffOrderBoard for that day is timed: <requests>
// one after another, the same from 8 connections at once, and a search by customer name.
// Prints latency percentiles and the answer's size; fails unless the board holds every order.
// Usage: node bench/board.mjs <base url> <data dir> [orders] [requests]
import { addToCart, customers, placeOrder, products, setLimits, setStock, slotDates } from '../server/tests/integration/shop.mjs';
import { graphql } from '../server/tests/integration/harness.mjs';
import { Q, karachiDate, staffDate, staffMember } from '../server/tests/integration/staff.mjs';

const [url, dataDir, orderCount = '2000', requestCount = '200'] = process.argv.slice(2);
const server = { url, graphqlUrl: `${url}/graphql`, dataDir };
const ORDERS = Number(orderCount);
const REQUESTS = Number(requestCount);
const PLACERS = 16;
const STOCK = 10_000_000;

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);
function report(label, latencies, elapsedMs, extra = '') {
  latencies.sort((a, b) => a - b);
  console.log(`== ${label}: ${latencies.length} requests in ${(elapsedMs / 1000).toFixed(1)} s (${((latencies.length / elapsedMs) * 1000).toFixed(1)}/s)${extra}`);
  console.log(`   latency ms  p50 ${percentile(latencies, 50).toFixed(2)}  p95 ${percentile(latencies, 95).toFixed(2)}` +
    `  p99 ${percentile(latencies, 99).toFixed(2)}  max ${latencies.at(-1)?.toFixed(2)}`);
}

// --- seed: ORDERS orders in tomorrow's slots
const people = await customers(server, `board-${Date.now()}`, PLACERS, { phoneBase: 3600000000 });
const list = await products(server);
const picks = list.slice(0, 30);
for (const p of picks) await setStock(server, p, STOCK);
const occurrences = await slotDates(server, 1); // tomorrow's slots
for (const o of occurrences) await setLimits(server, { slot: { _id: o.slot._id, max_order_limit: 0 } });
const date = staffDate(occurrences[0].date);

let next = 0;
let refused = 0;
const seedStart = performance.now();
await Promise.all(people.map(async (user, w) => {
  for (let n = next++; n < ORDERS; n = next++) {
    const lines = 2 + (n % 2);
    for (let k = 0; k < lines; k += 1) await addToCart(server, user, picks[(n * 7 + k * 11 + w) % picks.length], 1 + ((n + k) % 3));
    const res = await placeOrder(server, user, occurrences[n % occurrences.length], { key: `board-${n}` });
    if (res.body.data?.createOrderFromCart?.error !== null) {
      refused += 1;
      console.error('refused:', JSON.stringify(res.body.data?.createOrderFromCart?.error ?? res.body.errors));
    }
  }
}));
const seedMs = performance.now() - seedStart;
console.log(`== seeded ${ORDERS - refused} orders for ${date} in ${occurrences.length} slots in ${(seedMs / 1000).toFixed(1)} s (${refused} refused)`);
if (refused) process.exit(1);

// --- the owner and the board
const owner = await staffMember(server, 'owner', `board-owner-${Date.now()}`);
const headers = { token: owner.token };
async function board(variables) {
  const t0 = performance.now();
  const res = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: Q.board, variables }),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  const body = JSON.parse(text);
  if (res.status !== 200 || body.errors || body.data.staffOrderBoard?.error) throw new Error(`board failed: ${text.slice(0, 500)}`);
  return { ms, bytes: text.length, board: body.data.staffOrderBoard };
}

const first = await board({ dates: [date] });
const onBoard = first.board.slots.reduce((n, s) => n + s.orders.length, 0);
const load = first.board.slots.reduce((n, s) => n + s.load, 0);
console.log(`== board for ${date}: ${first.board.slots.length} slots, ${onBoard} orders, load ${load}, ${(first.bytes / 1024).toFixed(0)} KB of JSON`);
if (onBoard !== ORDERS || load !== ORDERS) {
  console.error(`the board should hold ${ORDERS} orders`);
  process.exit(1);
}

for (let i = 0; i < 10; i += 1) await board({ dates: [date] }); // warm up
let latencies = [];
let start = performance.now();
for (let i = 0; i < REQUESTS; i += 1) latencies.push((await board({ dates: [date] })).ms);
report('staffOrderBoard, the whole day, 1 connection', latencies, performance.now() - start);

latencies = [];
start = performance.now();
let left = REQUESTS;
await Promise.all(Array.from({ length: 8 }, async () => {
  while (left-- > 0) latencies.push((await board({ dates: [date] })).ms);
}));
report('staffOrderBoard, the whole day, 8 connections', latencies, performance.now() - start);

latencies = [];
start = performance.now();
let hits = 0;
for (let i = 0; i < REQUESTS; i += 1) {
  const r = await board({ dates: [date], search: `customer ${i % PLACERS}` });
  hits = r.board.slots.reduce((n, s) => n + s.orders.length, 0);
  latencies.push(r.ms);
}
report('staffOrderBoard, search by customer name, 1 connection', latencies, performance.now() - start, `, ${hits} orders in the last answer`);

latencies = [];
start = performance.now();
for (let i = 0; i < REQUESTS; i += 1) latencies.push((await board({})).ms);
report('staffOrderBoard, default dates (today and tomorrow), 1 connection', latencies, performance.now() - start);

// Baselines: the same request on a day without orders (slots only), and staffMe (guard and GraphQL only).
const empty = karachiDate(3);
latencies = [];
start = performance.now();
for (let i = 0; i < REQUESTS; i += 1) latencies.push((await board({ dates: [empty] })).ms);
report(`staffOrderBoard, a day without orders (${empty}), 1 connection`, latencies, performance.now() - start);

latencies = [];
start = performance.now();
for (let i = 0; i < REQUESTS; i += 1) {
  const t0 = performance.now();
  const res = await graphql(server, Q.me, { headers });
  if (!res.body.data?.staffMe?._id) throw new Error(JSON.stringify(res.body));
  latencies.push(performance.now() - t0);
}
report('staffMe (the guard and GraphQL alone), 1 connection', latencies, performance.now() - start);
