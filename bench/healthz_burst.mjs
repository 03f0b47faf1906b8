// /healthz during a burst of slow requests (driver for bench/healthz_burst.sh): measures
// /healthz latency on an idle server, then again while rounds of concurrent REST sign-ins
// (Argon2id each) and registerClient mutations (Argon2id + an SMS) run, each from a distinct
// forwarded client address. Prints p50/p95/max of /healthz for both (during the burst, a probe
// starts every 20 ms), and the burst's answers.
// Usage: node bench/healthz_burst.mjs <base url> [rounds] [per round]
const [url, roundsArg = '3', perRoundArg = '16'] = process.argv.slice(2);
const ROUNDS = Number(roundsArg);
const PER_ROUND = Number(perRoundArg);
const PASSWORD = 'bench-secret-pass';
const EMAIL = `burst-${Date.now()}@example.com`;
const REGISTER = `mutation($input: RegisterClientInput!) { registerClient(input: $input) { user { _id } error { message } } }`;

let clients = 0;
const nextAddress = () => {
  clients += 1;
  return `198.${18 + ((clients >> 16) & 1)}.${(clients >> 8) & 255}.${clients & 255}`;
};

const register = (email, phone) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({
      query: REGISTER,
      variables: { input: { fname: 'Burst', gender: 'female', email, password: PASSWORD, phone, receive_offers: 0 } },
    }),
  });
const signIn = () =>
  fetch(`${url}/api/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ username: EMAIL, pwd: PASSWORD, app: 'client' }),
  });

let refusedProbes = 0;  // /healthz answers other than 200
async function healthz() {
  const t0 = performance.now();
  const res = await fetch(`${url}/healthz`);
  await res.arrayBuffer();
  if (res.status !== 200) refusedProbes += 1;
  return performance.now() - t0;
}

function summary(label, latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  console.log(`${label}: ${sorted.length} requests  p50 ${at(50).toFixed(2)} ms  p95 ${at(95).toFixed(2)} ms  max ${sorted.at(-1).toFixed(2)} ms`);
}

const first = await register(EMAIL, '3009000000');
if (first.status !== 200) throw new Error(`registration failed: ${first.status} ${await first.text()}`);

const idle = [];
for (let i = 0; i < 200; i += 1) idle.push(await healthz());
summary('/healthz idle', idle);

// During the burst a probe starts every 20 ms whether or not the last one has answered, so a
// stalled server shows in many samples, not in one long one.
const statuses = {};
let burstDone = false;
const probes = [];
const probe = (async () => {
  while (!burstDone) {
    probes.push(healthz());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();
const started = performance.now();
let phone = 3009000001;
for (let round = 0; round < ROUNDS; round += 1) {
  const requests = [];
  for (let i = 0; i < PER_ROUND; i += 1) {
    requests.push(signIn());
    requests.push(register(`burst-${Date.now()}-${round}-${i}@example.com`, String(phone++)));
  }
  for (const res of await Promise.all(requests)) {
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    await res.arrayBuffer();
  }
}
const elapsed = performance.now() - started;
burstDone = true;
await probe;
const during = await Promise.all(probes);
console.log(`burst: ${ROUNDS} rounds of ${PER_ROUND} sign-ins + ${PER_ROUND} registrations in ${(elapsed / 1000).toFixed(2)} s; answers ${JSON.stringify(statuses)}`);
summary('/healthz during the burst', during);
if (refusedProbes) console.log(`/healthz answered other than 200 ${refusedProbes} times`);
