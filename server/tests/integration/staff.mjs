// Staff helpers for the operator-console tests (issue 17) and the board benchmark, against a real
// karyana started by harness.mjs: staff accounts made with the real command line
// (`karyana staff add`, password on standard input, on the server's data folder), staff sign-in
// through PUT /api/user/login, the staff API's documents (docs/api.md "Staff" is the
// contract), its dates (YYYY-MM-DD in Asia/Karachi) and a hand-spoken graphql-transport-ws socket
// whose closing is seen.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';

import WebSocket from 'ws';

import { binary, graphql, nextClientAddress, repoRoot } from './harness.mjs';
import { picture } from './png.mjs';
import { waitFor } from './subscriber.mjs';

export const STAFF_PASSWORD = 'staff-secret-pass-12';

export const MEMBER = '_id email name phone role disabled created_at error { message code textCode }';
export const ERROR = 'error { message code textCode details }';
export const ORDER = `_id serial version status next_statuses created_at updated_at
  customer { _id fname lname email phone } shipping_address { _id full_address } geo_point { type coordinates } note
  delivery_slot { _id start_time end_time day date time_range_utc }
  lines { product_id title picture_thumb barcode cat_id cat_title price qty pickedQty notFound deliverable_qty delivery_status }
  totalPrice totalTax deliveryCharges discount_value grandTotal payment_status
  rider { _id name } cash_collected cancel_reason delivered_at status_notes { note created_at } ${ERROR}`;
export const BOARD = `dates status_counts { status count } ${ERROR}
  slots { slot_id date start_time end_time max_order_limit load
    orders { serial version status customer_name customer_phone area item_count grandTotal rider_name created_at } }`;
export const PICK_LIST = `date start_time end_time serials ${ERROR}
  categories { cat_id cat_title lines { product_id title barcode qty orders } }`;
export const CASH_ROW = `rider { _id name } assigned delivered expected collected difference`;
export const AUDIT = `entries { _id actor_id actor_name action subject before after created_at } nextCursor ${ERROR}`;

export const Q = {
  me: `{ staffMe { ${MEMBER} } }`,
  board: `query($dates: [String!], $search: String) { staffOrderBoard(dates: $dates, search: $search) { ${BOARD} } }`,
  order: `query($serial: String!) { staffOrder(serial: $serial) { ${ORDER} } }`,
  pickList: `query($date: String!, $slot: ID!) { staffPickList(date: $date, slot_id: $slot) { ${PICK_LIST} } }`,
  deliveries: `query($date: String, $rider: ID) { staffDeliveries(date: $date, rider_id: $rider) { ${ORDER} } }`,
  cashSheet: `query($date: String) { staffCashSheet(date: $date) { ${CASH_ROW} } }`,
  members: `query($role: String) { staffMembers(role: $role) { ${MEMBER} } }`,
  audit: `query($first: Int, $after: String, $subject: String) { staffAuditLog(first: $first, after: $after, subject: $subject) { ${AUDIT} } }`,
  setStatus: `mutation($serial: String!, $version: Int!, $status: String!, $note: String) {
    staffSetOrderStatus(serial: $serial, version: $version, status: $status, note: $note) { ${ORDER} } }`,
  recordPicking: `mutation($serial: String!, $version: Int!, $lines: [PickLineInput!]!) {
    staffRecordPicking(serial: $serial, version: $version, lines: $lines) { ${ORDER} } }`,
  assignRider: `mutation($serial: String!, $version: Int!, $rider: ID!) {
    staffAssignRider(serial: $serial, version: $version, rider_id: $rider) { ${ORDER} } }`,
  markDelivered: `mutation($serial: String!, $version: Int!, $cash: Float!) {
    staffMarkDelivered(serial: $serial, version: $version, cash_collected: $cash) { ${ORDER} } }`,
  cancel: `mutation($serial: String!, $version: Int!, $reason: String!, $decline: Boolean) {
    staffCancelOrder(serial: $serial, version: $version, reason: $reason, decline: $decline) { ${ORDER} } }`,
  addMember: `mutation($input: StaffMemberInput!) { staffAddMember(input: $input) { ${MEMBER} } }`,
  setRole: `mutation($id: ID!, $role: String!) { staffSetRole(user_id: $id, role: $role) { ${MEMBER} } }`,
  setDisabled: `mutation($id: ID!, $disabled: Boolean!) { staffSetDisabled(user_id: $id, disabled: $disabled) { ${MEMBER} } }`,
};
export const ORDER_UPDATED = 'subscription { staffOrderUpdated { kind serial status version date } }';

// Runs `karyana staff add` on the server's data folder with `password` on standard input;
// resolves with { code, output } (stdout and stderr together).
export function staffCommand(server, { email, name, role, password = STAFF_PASSWORD }) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['staff', 'add', '--email', email, '--name', name, '--role', role], {
      cwd: repoRoot,
      env: {
        ...process.env,
        KARYANA_DATA_DIR: server.dataDir,
        KARYANA_LOG_LEVEL: 'warn',
        ...(server.databaseUrl ? { KARYANA_DATABASE_URL: server.databaseUrl } : {}),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    const timer = setTimeout(() => child.kill('SIGKILL'), 60000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, output });
    });
    child.stdin.end(`${password}\n`);
  });
}

// PUT /api/user/login from a client address of its own (the sign-in limits count per address).
export async function signIn(server, email, password = STAFF_PASSWORD) {
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress() },
    body: JSON.stringify({ username: email, pwd: password, app: 'client' }),
  });
  return res.json();
}

// A staff member made with the command line and signed in: { id, email, name, role, token }.
export async function staffMember(server, role, tag) {
  const email = `${tag}@staff.example.com`;
  const name = `${role[0].toUpperCase()}${role.slice(1)} ${tag}`;
  const made = await staffCommand(server, { email, name, role });
  assert.equal(made.code, 0, `karyana staff add ${email} (${role}) failed: ${made.output}`);
  const login = await signIn(server, email);
  assert.equal(login.status, 'LoggedIn', `${email} could not sign in: ${JSON.stringify(login)}`);
  return { id: login.LoggedUser.user._id, email, name, role, token: login.TokenData.token };
}

// One staff member of each role, made one after another as staffMember makes them: `${tag}-owner` and so on.
export async function staffTeam(server, tag) {
  const team = {};
  for (const role of ['owner', 'manager', 'picker', 'rider']) team[role] = await staffMember(server, role, `${tag}-${role}`);
  return team;
}

// POST /api/upload/assets as `who` (kind=picture by default: a catalogue picture; null: an ordinary
// upload); answers { status, body } so a refusal can be looked at.
export async function uploadAsset(server, who, { kind = 'picture', bytes = picture(80, 60), name = 'shot.png', type = 'image/png' } = {}) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  if (kind) form.append('kind', kind);
  const res = await fetch(`${server.url}/api/upload/assets`, { method: 'POST', headers: { token: who.token }, body: form });
  return { status: res.status, body: await res.json() };
}

export const asStaff = (who) => (who?.token ? { headers: { token: who.token } } : {});

// Runs a staff document as `who` (null: a visitor); answers the field's value, failing on any
// top-level error (use graphql() directly to look at refusals).
export async function staffCall(server, who, query, variables, field) {
  const res = await graphql(server, query, { variables, ...asStaff(who) });
  assert.equal(res.body.errors, undefined, `${field}: ${JSON.stringify(res.body.errors)}`);
  return res.body.data[field];
}

// A mutation's StaffOrder, failing on a payload error.
export async function staffChange(server, who, query, variables, field) {
  const order = await staffCall(server, who, query, variables, field);
  assert.ok(order, `${field} answered null`);
  assert.equal(order.error, null, `${field}: ${JSON.stringify(order.error)}`);
  return order;
}

export async function readOrder(server, who, serial) {
  const order = await staffCall(server, who, Q.order, { serial }, 'staffOrder');
  assert.equal(order.error, null, `staffOrder ${serial}: ${JSON.stringify(order.error)}`);
  return order;
}

export async function moveTo(server, who, order, status, note) {
  return staffChange(server, who, Q.setStatus, { serial: order.serial, version: order.version, status, note }, 'staffSetOrderStatus');
}

// The order's delivery date as the staff API writes it: DD-MM-YYYY → YYYY-MM-DD.
export const staffDate = (ddmmyyyy) => ddmmyyyy.split('-').reverse().join('-');

// YYYY-MM-DD of the Asia/Karachi (UTC+05:00 all year) date `daysAhead` days from today.
export function karachiDate(daysAhead = 0) {
  return new Date(Date.now() + 5 * 3600e3 + daysAhead * 86400e3).toISOString().slice(0, 10);
}

// A top-level GraphQL refusal: the first error's extensions.
export const topError = (res) => res.body.errors?.[0]?.extensions ?? null;

/**
 * The console's owner-and-manager operations, each refused to a visitor (UNAUTHENTICATED), a customer
 * (STAFF_ONLY) and a picker and a rider (ROLE_NOT_ALLOWED) with the field null. `calls` are
 * [query, variables, field?] (field: the first of the answer when absent).
 */
export async function assertOwnersAndManagersOnly(server, calls, { customer, picker, rider }) {
  const refused = [
    [null, 'UNAUTHENTICATED', 'UNAUTHENTICATED'],
    [customer, 'FORBIDDEN', 'STAFF_ONLY'],
    [picker, 'FORBIDDEN', 'ROLE_NOT_ALLOWED'],
    [rider, 'FORBIDDEN', 'ROLE_NOT_ALLOWED'],
  ];
  for (const [query, variables, named] of calls) {
    for (const [who, code, textCode] of refused) {
      const res = await graphql(server, query, { variables, ...asStaff(who) });
      const field = named ?? Object.keys(res.body.data ?? {})[0];
      const what = `${field ?? query.slice(0, 40)} as ${who?.role ?? (who ? 'customer' : 'visitor')}`;
      assert.equal(res.body.data?.[field] ?? null, null, what);
      assert.deepEqual({ code: topError(res)?.code, textCode: topError(res)?.textCode }, { code, textCode }, what);
    }
  }
}

// A graphql-transport-ws socket spoken by hand, so that its closing and every message are seen.
export async function openSocket(server, token) {
  const socket = new WebSocket(server.wsUrl, ['graphql-transport-ws']);
  const messages = [];
  let closedWith = null;
  const closed = new Promise((resolve) =>
    socket.on('close', (code, reason) => {
      closedWith = { code, reason: reason.toString() };
      resolve(closedWith);
    }),
  );
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  const ws = {
    socket,
    messages,
    closed,
    isClosed: () => closedWith !== null,
    send: (message) => socket.send(JSON.stringify(message)),
    of: (id) => messages.filter((m) => m.id === id),
    subscribe: (id, query, variables) => ws.send({ id, type: 'subscribe', payload: { query, variables } }),
    // Resolves once the operation `id` completed or failed.
    async answered(id) {
      await waitFor(() => ws.of(id).some((m) => m.type === 'complete' || m.type === 'error'), `the answer to ${id}`);
      return ws.of(id);
    },
  };
  ws.send({ type: 'connection_init', payload: token ? { token } : {} });
  await waitFor(() => messages.some((m) => m.type === 'connection_ack') || closedWith, 'connection_ack');
  return ws;
}
