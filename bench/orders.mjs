// Orders benchmark driver (run by bench/orders.sh against a started server with test hooks):
// phone-confirmed customers hammer addCartItem, then place orders (addCartItem + createOrderFromCart
// per order: the loop) from many connections at once, then placements alone: carts filled
// beforehand for many customers (POST /api/test/customers), only createOrderFromCart timed. Prints
// requests or orders per second with latency percentiles and the CPU the server and this driver
// spent per request (both share the machine's cores), then checks the invariants (stock, slots,
// vouchers, one stored order per answer) after each order phase.
// Usage: node bench/orders.mjs <base url> <data dir> [seconds] [connections] [server pid]
//   data dir: where the phone codes arrive (outbox.jsonl); several instances on one database
//   (scripts/cluster.sh, bench/instances.sh): their data folders, comma-separated, the first
//   naming the database; server pid: the instances' pids, comma-separated (CPU summed).
// Env: ORDERS_PLACEMENT_CUSTOMERS (customers with a filled cart for the placement phase, default
// 2,500 per second of the run, at most 20,000); ORDERS_CALLGRIND=1 when the server runs under
// valgrind --tool=callgrind --instr-atstart=no (bench/orders_callgrind.sh): each timed phase is
// instrumented alone and dumped under its name; ORDERS_MAX=n ends each phase after n counted
// requests (so runs of two builds compare per request over the same database sizes). On
// PostgreSQL the invariants are read with psql: KARYANA_TEST_DATABASE=postgres,
// KARYANA_TEST_PG_SOCKET (the cluster's socket folder) and ORDERS_PG_DATABASE (the database's name).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';

import { adoptDatabase, onPostgres } from '../server/tests/integration/database.mjs';
import { CREATE_ORDER, checkInvariants, customers, products, setLimits, setStock, slotDates, slotInput } from '../server/tests/integration/shop.mjs';

const [url, dataDirs, seconds = '10', connections = '16', serverPids = ''] = process.argv.slice(2);
const outboxDirs = dataDirs.split(',');
const [dataDir] = outboxDirs;
const pids = serverPids.split(',').filter(Boolean);
const [serverPid] = pids;
const server = { url, graphqlUrl: `${url}/graphql`, dataDir };
if (onPostgres) {
  if (!process.env.ORDERS_PG_DATABASE || !process.env.KARYANA_TEST_PG_SOCKET) throw new Error('on PostgreSQL: ORDERS_PG_DATABASE and KARYANA_TEST_PG_SOCKET name the database');
  adoptDatabase(dataDir, process.env.ORDERS_PG_DATABASE);
}
const DURATION_MS = Number(seconds) * 1000;
const CONNECTIONS = Number(connections);
const STOCK = 10_000_000;
const PLACEMENT_CUSTOMERS = Number(process.env.ORDERS_PLACEMENT_CUSTOMERS ?? Math.min(20000, 2500 * Number(seconds)));
const CALLGRIND = process.env.ORDERS_CALLGRIND === '1' && serverPid;
const MAX = Number(process.env.ORDERS_MAX ?? Infinity);
const HOME = [30.6718, 73.1075]; // as the integration tests' customers (shop.mjs): inside the service area

// Under callgrind: instructions are counted only between phaseStart and phaseEnd, dumped per phase.
function phaseStart() {
  if (CALLGRIND) execFileSync('callgrind_control', ['-z', serverPid], { stdio: 'ignore' });
  if (CALLGRIND) execFileSync('callgrind_control', ['-i', 'on', serverPid], { stdio: 'ignore' });
}
function phaseEnd(name) {
  if (!CALLGRIND) return;
  execFileSync('callgrind_control', ['-d', name, serverPid], { stdio: 'ignore' });
  execFileSync('callgrind_control', ['-i', 'off', serverPid], { stdio: 'ignore' });
}

const ADD = `mutation($input: CartItemInput!) { addCartItem(input: $input) { _id grandTotal error { message } } }`;
const DELETE = `mutation($input: DeleteCartItemInput!) { deleteCartItem(input: $input) { _id error { message } } }`;

// The timed requests go through node:http with kept-alive sockets, one per connection: fetch
// costs the driver about twice the CPU per request, CPU the server would otherwise have.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
const endpoint = new URL(`${url}/graphql`);
function graphql(_server, query, { variables, headers = {} } = {}) {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: endpoint.hostname,
        port: endpoint.port,
        path: endpoint.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (e) {
            reject(e);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
async function addToCart(_server, user, product, qty) {
  const res = await graphql(server, ADD, { variables: { input: { customer_id: user.id, product_id: product._id, qty } }, headers: { token: user.token } });
  if (res.body.data?.addCartItem?.error !== null) throw new Error(`addCartItem: ${JSON.stringify(res.body)}`);
}
function placeOrder(_server, user, occurrence, { key }) {
  const input = { paymentMethod: 'COD', shipping_address_id: user.addressId, note: '', delivery_slot: slotInput(occurrence), discount_voucher_code: null };
  return graphql(server, CREATE_ORDER, { variables: { input }, headers: { token: user.token, 'Idempotency-Key': key } });
}

// CPU milliseconds so far: the server's (from /proc, when its pid was given) and this driver's.
function cpuNow() {
  let server = pids.length ? 0 : NaN;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    server += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in USER_HZ (100)
  }
  const { user, system } = process.cpuUsage();
  return { server, driver: (user + system) / 1000 };
}
function reportCpu(before, count, unit) {
  const now = cpuNow();
  const per = (ms) => (ms / Math.max(1, count)).toFixed(2);
  console.log(`   CPU ms per ${unit}  server ${per(now.server - before.server)}  driver ${per(now.driver - before.driver)}`);
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}
function report(label, unit, latencies, elapsedMs, errors) {
  latencies.sort((a, b) => a - b);
  const rate = (latencies.length / elapsedMs) * 1000;
  console.log(`== ${label}: ${CONNECTIONS} connections, ${(elapsedMs / 1000).toFixed(1)} s`);
  console.log(`   ${unit}/sec ${rate.toFixed(1)}   count ${latencies.length}   errors ${errors}`);
  console.log(`   latency ms  p50 ${percentile(latencies, 50).toFixed(2)}  p90 ${percentile(latencies, 90).toFixed(2)}` +
    `  p99 ${percentile(latencies, 99).toFixed(2)}  max ${latencies.at(-1)?.toFixed(2)}`);
}

// Runs `step(worker)` on every connection until the time is up; step answers true when it counted.
async function drive(step) {
  const latencies = [];
  let errors = 0;
  const start = performance.now();
  const deadline = start + DURATION_MS;
  await Promise.all(Array.from({ length: CONNECTIONS }, async (_, w) => {
    while (performance.now() < deadline && latencies.length < MAX) {
      const t0 = performance.now();
      const ok = await step(w);
      if (ok) latencies.push(performance.now() - t0);
      else errors += 1;
    }
  }));
  return { latencies, errors, elapsed: performance.now() - start };
}

const people = await customers(server, `bench-${Date.now()}`, CONNECTIONS, { phoneBase: 3500000000, outboxDirs });
const list = await products(server);
const [filler] = list;
const picks = list.slice(1, 21);
for (const p of [filler, ...picks]) await setStock(server, p, STOCK);
const startingStock = Object.fromEntries([filler, ...picks].map((p) => [p._id, STOCK]));
const fillerQty = Math.ceil(600 / filler.price);
// Every slot of the next days without a limit, so orders never wait for room.
const occurrences = await slotDates(server, 6);
for (const slot of new Set(occurrences.map((o) => o.slot._id))) await setLimits(server, { slot: { _id: slot, max_order_limit: 0 } });

// addCartItem: each connection adds one unit of its next product, and clears the line now and
// then so carts stay small (the delete is not counted).
const counters = new Array(CONNECTIONS).fill(0);
let cpu = cpuNow();
phaseStart();
let result = await drive(async (w) => {
  const user = people[w];
  const product = picks[counters[w] % picks.length];
  counters[w] += 1;
  if (counters[w] % 50 === 0)
    for (const p of picks) await graphql(server, DELETE, { variables: { input: { customer_id: user.id, product_id: p._id, delete_all: 'yes' } }, headers: { token: user.token } });
  const res = await graphql(server, ADD, { variables: { input: { customer_id: user.id, product_id: product._id, qty: 1 } }, headers: { token: user.token } });
  return res.status === 200 && res.body.data?.addCartItem?.error === null;
});
phaseEnd('addCartItem');
report('addCartItem', 'requests', result.latencies, result.elapsed, result.errors);
reportCpu(cpu, result.latencies.length, 'request');

// createOrderFromCart: fill the cart (not timed), place the order (timed).
for (const user of people)
  for (const p of picks) await graphql(server, DELETE, { variables: { input: { customer_id: user.id, product_id: p._id, delete_all: 'yes' } }, headers: { token: user.token } });
const acknowledged = [];
const placedBy = new Array(CONNECTIONS).fill(0);
const refusals = new Map();
const latencies = [];
let errors = 0;
cpu = cpuNow();
phaseStart();
const start = performance.now();
const deadline = start + DURATION_MS;
await Promise.all(people.map(async (user, w) => {
  while (performance.now() < deadline && latencies.length < MAX) {
    await addToCart(server, user, filler, fillerQty);
    const occurrence = occurrences[(w + placedBy[w]) % occurrences.length];
    const t0 = performance.now();
    const res = await placeOrder(server, user, occurrence, { key: `bench-${w}-${placedBy[w]}` });
    const order = res.body.data?.createOrderFromCart;
    if (order && order.error === null) {
      latencies.push(performance.now() - t0);
      acknowledged.push(order);
      placedBy[w] += 1;
    } else {
      errors += 1;
      const why = order?.error?.message ?? JSON.stringify(res.body.errors);
      refusals.set(why, (refusals.get(why) ?? 0) + 1);
      placedBy[w] += 1;
    }
  }
}));
phaseEnd('loop');
report('createOrderFromCart (orders placed, each after its addCartItem: the loop)', 'orders', latencies, performance.now() - start, errors);
reportCpu(cpu, latencies.length, 'order (its addCartItem included)');
if (refusals.size) console.log('   refusals:', Object.fromEntries(refusals));

await invariants();

// Placements alone: customers whose carts were filled beforehand (not timed); each connection
// takes the next customer and places their order, until the customers or the time run out.
const address = { full_address: 'House 1, Jahaz Ground', city: 'sahiwal', label: 'home', geo_point: { type: 'Point', coordinates: HOME } };
const ready = [];
for (let made = 0; made < PLACEMENT_CUSTOMERS; made += 500) {
  const count = Math.min(500, PLACEMENT_CUSTOMERS - made);
  const res = await fetch(`${url}/api/test/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count, tag: `placer-${Date.now()}-${made}`, phone_base: 3600000000 + made, address, cart: { product_id: filler._id, qty: fillerQty } }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`/api/test/customers: ${JSON.stringify(body)}`);
  for (const c of body.customers) ready.push({ id: c._id, token: c.token, addressId: c.address_id });
}
const placeLatencies = [];
let placeErrors = 0;
let next = 0;
refusals.clear();
cpu = cpuNow();
phaseStart();
const placeStart = performance.now();
const placeDeadline = placeStart + DURATION_MS;
await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
  while (performance.now() < placeDeadline && next < ready.length && placeLatencies.length < MAX) {
    const i = next++;
    const user = ready[i];
    const t0 = performance.now();
    const res = await placeOrder(server, user, occurrences[i % occurrences.length], { key: `placer-${i}` });
    const order = res.body.data?.createOrderFromCart;
    if (order && order.error === null) {
      placeLatencies.push(performance.now() - t0);
      acknowledged.push(order);
    } else {
      placeErrors += 1;
      const why = order?.error?.message ?? JSON.stringify(res.body.errors);
      refusals.set(why, (refusals.get(why) ?? 0) + 1);
    }
  }
}));
const placeElapsed = performance.now() - placeStart;
phaseEnd('placements');
report(`createOrderFromCart alone (carts filled beforehand, ${ready.length} customers)`, 'orders', placeLatencies, placeElapsed, placeErrors);
reportCpu(cpu, placeLatencies.length, 'order');
if (refusals.size) console.log('   refusals:', Object.fromEntries(refusals));
if (next >= ready.length) console.log('   (every prepared customer placed their order before the time was up: the rate is over the shorter time)');
await invariants();

async function invariants() {
  const check = await checkInvariants(server, { startingStock, acknowledged });
  console.log(`== invariants hold: ${check.stored} orders stored, ${check.acknowledged} acknowledged; stock, slots and vouchers consistent`);
  if (check.stored !== check.acknowledged) {
    console.error('stored and acknowledged orders differ');
    process.exit(1);
  }
}
