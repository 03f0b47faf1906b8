// The staff authorization matrix (issue 17): every staff Query and Mutation field of the contract
// (docs/api.md "Staff", server/src/api/schema.graphql) called by a visitor, a customer, a picker,
// a rider, another rider (on the first rider's deliveries), a manager and an owner. One row per
// operation names the roles the contract's role table allows; every other caller is refused with
// the contract's top-level error (UNAUTHENTICATED; FORBIDDEN with STAFF_ONLY for a customer,
// ROLE_NOT_ALLOWED for staff) and a null field, or, for a rider asking for an order that is not
// theirs, ORDER_NOT_FOUND with nothing of the order. Nothing is changed: the orders and the staff
// list are re-read after every mutation call.
//
// Refused callers send arguments that WOULD change something (the current version, a valid
// member), so only the role can stop them. Allowed callers of a mutation send a stale version or
// an invalid value, so they pass the guard, get a business refusal and change nothing either
// (staff_orders.test.mjs and staff_accounts.test.mjs run the mutations for real).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { addToCart, customers, placeOrder, products, slotDates } from './shop.mjs';
import { Q, karachiDate, moveTo, readOrder, staffChange, staffMember, staffCall, staffDate, topError } from './staff.mjs';

const ROLES = ['visitor', 'customer', 'picker', 'rider', 'otherRider', 'manager', 'owner'];

describe('staff authorization matrix', { timeout: 300000 }, () => {
  let server;
  const who = {}; // role -> caller ({ token } or null for the visitor)
  let spare; // a picker the staff-management rows aim at
  let customer;
  const orders = {}; // N: new, P: picking, R: ready-to-dispatch (rider's), D: dispatched (rider's)
  let date;
  let slotId;
  let secrets; // strings no refusal may carry

  before(async () => {
    // Orders start 'new' here (first-order confirmation: staff_confirm.test.mjs).
    server = await startServer({ args: ['--set', 'max_live_orders_per_customer=0', '--set', 'confirm_first_orders=0'] });
    [customer] = await customers(server, 'staff-matrix', 1, { phoneBase: 3227654300 });
    who.visitor = null;
    who.customer = customer;
    who.owner = await staffMember(server, 'owner', 'matrix-owner');
    who.manager = await staffMember(server, 'manager', 'matrix-manager');
    who.picker = await staffMember(server, 'picker', 'matrix-picker');
    who.rider = await staffMember(server, 'rider', 'matrix-rider');
    who.otherRider = await staffMember(server, 'rider', 'matrix-other-rider');
    spare = await staffMember(server, 'picker', 'matrix-spare');

    const stocked = (await products(server)).filter((p) => p.available_qty - p.reserved_for_order >= 20);
    const [occurrence] = await slotDates(server, 1); // tomorrow
    date = staffDate(occurrence.date);
    slotId = occurrence.slot._id;
    const placed = {};
    for (const key of ['N', 'P', 'R', 'D']) {
      await addToCart(server, customer, stocked[0], 1);
      await addToCart(server, customer, stocked[1], 2);
      const res = await placeOrder(server, customer, occurrence);
      placed[key] = res.body.data.createOrderFromCart;
      assert.equal(placed[key].error, null, JSON.stringify(res.body));
    }
    const owner = who.owner;
    orders.N = await readOrder(server, owner, placed.N.serial);
    orders.P = await moveTo(server, owner, await readOrder(server, owner, placed.P.serial), 'picking');
    for (const key of ['R', 'D']) {
      let o = await moveTo(server, owner, await readOrder(server, owner, placed[key].serial), 'picking');
      o = await staffChange(server, owner, Q.recordPicking, {
        serial: o.serial,
        version: o.version,
        lines: o.lines.map((l) => ({ product_id: l.product_id, pickedQty: l.qty, notFound: false })),
      }, 'staffRecordPicking');
      o = await moveTo(server, owner, o, 'in-review');
      o = await moveTo(server, owner, o, 'ready-to-dispatch');
      o = await staffChange(server, owner, Q.assignRider, { serial: o.serial, version: o.version, rider: who.rider.id }, 'staffAssignRider');
      if (key === 'D') o = await moveTo(server, owner, o, 'dispatched');
      orders[key] = o;
    }
    assert.deepEqual(
      Object.fromEntries(Object.entries(orders).map(([k, o]) => [k, o.status])),
      { N: 'new', P: 'picking', R: 'ready-to-dispatch', D: 'dispatched' },
    );
    secrets = [customer.phone, 'staff-matrix-0@example.com', 'Jahaz Ground', ...Object.values(orders).map((o) => o.serial)];
  });
  after(async () => server?.stop());

  // What the owner reads of the orders and the staff list: nothing a refusal may change.
  async function snapshot() {
    const state = {};
    for (const [key, o] of Object.entries(orders)) {
      const now = await readOrder(server, who.owner, o.serial);
      state[key] = {
        status: now.status,
        version: now.version,
        rider: now.rider?._id ?? null,
        cash_collected: now.cash_collected,
        cancel_reason: now.cancel_reason,
        lines: now.lines.map((l) => [l.product_id, l.pickedQty, l.notFound, l.deliverable_qty, l.delivery_status]),
      };
    }
    const members = await staffCall(server, who.owner, Q.members, {}, 'staffMembers');
    state.members = members.map((m) => [m._id, m.email, m.role, m.disabled]).sort();
    return state;
  }

  const current = (key) => ({ serial: orders[key].serial, version: orders[key].version });
  const stale = (key) => ({ serial: orders[key].serial, version: orders[key].version - 1 });
  const serialsIn = (list) => (list ?? []).map((o) => o.serial);
  const boardSerials = (board) => board.slots.flatMap((s) => s.orders.map((o) => o.serial));

  // One row per operation: the roles the contract allows ('allow') and riders to whom the order
  // is not theirs ('notFound'). Every other staff role: ROLE_NOT_ALLOWED.
  // vars(allowed) gives the arguments; `probe` is the payload refusal an allowed caller of a
  // mutation must get (its arguments are stale or invalid); `check` looks at an allowed answer.
  const rows = () => [
    {
      field: 'staffMe',
      query: Q.me,
      allow: ['picker', 'rider', 'otherRider', 'manager', 'owner'],
      vars: () => ({}),
      check: (me, role) => {
        assert.equal(me.email, who[role].email);
        assert.equal(me.role, who[role].role);
      },
    },
    {
      field: 'staffOrderBoard',
      query: Q.board,
      allow: ['picker', 'manager', 'owner'],
      vars: () => ({ dates: [date] }),
      check: (board) => {
        for (const o of Object.values(orders)) assert.ok(boardSerials(board).includes(o.serial), o.serial);
      },
    },
    {
      field: 'staffOrder',
      label: "the rider's order",
      query: Q.order,
      allow: ['picker', 'rider', 'manager', 'owner'],
      notFound: ['otherRider'],
      vars: () => ({ serial: orders.R.serial }),
      check: (o) => {
        assert.equal(o.serial, orders.R.serial);
        assert.equal(o.customer.phone.endsWith(customer.phone), true);
      },
    },
    {
      field: 'staffOrder',
      label: 'an unassigned order',
      query: Q.order,
      allow: ['picker', 'manager', 'owner'],
      notFound: ['rider', 'otherRider'],
      vars: () => ({ serial: orders.N.serial }),
      check: (o) => assert.equal(o.status, 'new'),
    },
    {
      field: 'staffPickList',
      query: Q.pickList,
      allow: ['picker', 'manager', 'owner'],
      vars: () => ({ date, slot: slotId }),
      check: (list) => assert.ok(list.serials.includes(orders.N.serial), JSON.stringify(list.serials)),
    },
    {
      field: 'staffDeliveries',
      query: Q.deliveries,
      allow: ['rider', 'otherRider', 'manager', 'owner'],
      vars: () => ({ date }),
      check: (list, role) => {
        const serials = serialsIn(list);
        if (role === 'otherRider') assert.deepEqual(serials, [], "another rider's deliveries");
        else assert.deepEqual([orders.R.serial, orders.D.serial].filter((s) => !serials.includes(s)), [], JSON.stringify(serials));
        if (role === 'rider') assert.ok(list.every((o) => o.rider._id === who.rider.id));
      },
    },
    {
      field: 'staffDeliveries',
      label: "naming the first rider's id",
      query: Q.deliveries,
      allow: ['manager', 'owner'], // a rider naming a rider_id is refused (docs/api.md 'Staff')
      vars: () => ({ date, rider: who.rider.id }),
      check: (list) => assert.deepEqual(serialsIn(list).sort(), [orders.R.serial, orders.D.serial].sort()),
    },
    {
      field: 'staffCashSheet',
      query: Q.cashSheet,
      allow: ['manager', 'owner'],
      vars: () => ({ date }),
      check: (rows) => assert.ok(Array.isArray(rows)),
    },
    {
      field: 'staffMembers',
      label: "role 'rider'",
      query: Q.members,
      allow: ['manager', 'owner'],
      vars: () => ({ role: 'rider' }),
      check: (list) => {
        assert.ok(list.every((m) => m.role === 'rider'), JSON.stringify(list));
        for (const r of [who.rider, who.otherRider]) assert.ok(list.some((m) => m._id === r.id), r.email);
      },
    },
    {
      field: 'staffMembers',
      label: 'every role',
      query: Q.members,
      allow: ['manager', 'owner'], // a manager gets the riders only
      vars: () => ({}),
      check: (list, role) => {
        if (role === 'manager') {
          assert.ok(list.every((m) => m.role === 'rider'), JSON.stringify(list));
          for (const r of [who.rider, who.otherRider]) assert.ok(list.some((m) => m._id === r.id), r.email);
        } else for (const r of ['owner', 'manager', 'picker', 'rider']) assert.ok(list.some((m) => m.role === r), r);
      },
    },
    {
      field: 'staffMembers',
      label: "role 'owner'",
      query: Q.members,
      allow: ['manager', 'owner'], // a manager gets the riders only: none
      vars: () => ({ role: 'owner' }),
      check: (list, role) => {
        if (role === 'manager') assert.deepEqual(list, []);
        else assert.ok(list.some((m) => m._id === who.owner.id));
      },
    },
    {
      field: 'staffAuditLog',
      query: Q.audit,
      allow: ['owner'],
      vars: () => ({ first: 5 }),
      check: (page) => {
        assert.equal(page.error, null);
        assert.ok(page.entries.length > 0, 'the set-up was audited');
      },
    },
    {
      field: 'staffSetOrderStatus',
      label: 'new -> picking',
      query: Q.setStatus,
      allow: ['picker', 'manager', 'owner'],
      notFound: ['rider', 'otherRider'],
      vars: (allowed) => ({ ...(allowed ? stale('N') : current('N')), status: 'picking' }),
      probe: 'ORDER_CHANGED',
    },
    {
      field: 'staffSetOrderStatus',
      label: "ready-to-dispatch -> dispatched on the rider's order",
      query: Q.setStatus,
      allow: ['rider', 'manager', 'owner'],
      notFound: ['otherRider'],
      vars: (allowed) => ({ ...(allowed ? stale('R') : current('R')), status: 'dispatched' }),
      probe: 'ORDER_CHANGED',
    },
    {
      field: 'staffSetOrderStatus',
      label: "ready-to-dispatch -> collection on the rider's order",
      query: Q.setStatus,
      allow: ['manager', 'owner'],
      notFound: ['otherRider'],
      vars: (allowed) => ({ ...(allowed ? stale('R') : current('R')), status: 'collection' }),
      probe: 'ORDER_CHANGED',
    },
    {
      field: 'staffRecordPicking',
      query: Q.recordPicking,
      allow: ['picker', 'manager', 'owner'],
      vars: (allowed) => ({
        ...(allowed ? stale('P') : current('P')),
        lines: orders.P.lines.map((l) => ({ product_id: l.product_id, pickedQty: 0, notFound: true })),
      }),
      probe: 'ORDER_CHANGED',
    },
    {
      field: 'staffAssignRider',
      query: Q.assignRider,
      allow: ['manager', 'owner'],
      vars: (allowed) => ({ ...(allowed ? stale('R') : current('R')), rider: who.otherRider.id }),
      probe: 'ORDER_CHANGED',
    },
    {
      field: 'staffMarkDelivered',
      query: Q.markDelivered,
      allow: ['rider', 'manager', 'owner'],
      notFound: ['otherRider'],
      vars: (allowed) => ({ ...(allowed ? stale('D') : current('D')), cash: orders.D.grandTotal }),
      probe: 'ORDER_CHANGED',
    },
    {
      field: 'staffCancelOrder',
      query: Q.cancel,
      allow: ['manager', 'owner'],
      vars: (allowed) => ({ ...(allowed ? stale('N') : current('N')), reason: 'Customer asked by phone' }),
      probe: 'ORDER_CHANGED',
    },
    {
      field: 'staffAddMember',
      query: Q.addMember,
      allow: ['owner'],
      vars: (allowed) => ({
        input: { email: 'planted-owner@staff.example.com', name: 'Planted', role: 'owner', password: allowed ? 'short-pass' : 'a-long-enough-password' },
      }),
      probe: 'TOO_SHORT',
    },
    {
      field: 'staffSetRole',
      query: Q.setRole,
      allow: ['owner'],
      vars: (allowed) => ({ id: spare.id, role: allowed ? 'chef' : 'owner' }),
      probe: 'INVALID_ROLE',
    },
    {
      field: 'staffSetDisabled',
      query: Q.setDisabled,
      allow: ['owner'],
      // The owner enables the already enabled spare: allowed, and no change.
      vars: (allowed) => ({ id: spare.id, disabled: !allowed }),
      check: (m) => assert.deepEqual([m._id, m.disabled, m.role], [spare.id, false, 'picker']),
    },
  ];

  function outcome(row, role) {
    if (role === 'visitor') return 'unauthenticated';
    if (role === 'customer') return 'staffOnly';
    if (row.allow.includes(role)) return 'allowed';
    if (row.notFound?.includes(role)) return 'notFound';
    return 'roleNotAllowed';
  }

  function assertRefused(res, row, role, code, textCode) {
    const where = `${row.field} as ${role}`;
    assert.ok(res.body.data && row.field in res.body.data, `${where} did not run: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.data[row.field], null, `${where} answered: ${JSON.stringify(res.body)}`);
    const ext = topError(res);
    assert.equal(ext?.code, code, `${where}: ${JSON.stringify(res.body.errors)}`);
    if (textCode) assert.equal(ext.textCode, textCode, `${where}: ${JSON.stringify(res.body.errors)}`);
  }

  function assertNoLeak(res, row, role) {
    const text = JSON.stringify(res.body);
    for (const s of secrets) assert.ok(!text.includes(s), `${row.field} as ${role} leaked ${s}: ${text}`);
  }

  for (const row of rows()) {
    const name = `${row.field}${row.label ? ` (${row.label})` : ''}: allowed to ${row.allow.join(', ')}`;
    it(name, async () => {
      const isMutation = row.query.trimStart().startsWith('mutation');
      let before = isMutation ? await snapshot() : null;
      for (const role of ROLES) {
        const kind = outcome(row, role);
        const allowed = kind === 'allowed';
        const res = await graphql(server, row.query, { variables: row.vars(allowed), ...(who[role] ? { headers: { token: who[role].token } } : {}) });
        const where = `${row.field} as ${role}`;
        const value = res.body.data?.[row.field];
        if (kind === 'unauthenticated') {
          assertRefused(res, row, role, 'UNAUTHENTICATED');
          assertNoLeak(res, row, role);
        } else if (kind === 'staffOnly') {
          assertRefused(res, row, role, 'FORBIDDEN', 'STAFF_ONLY');
          assertNoLeak(res, row, role);
        } else if (kind === 'roleNotAllowed') {
          assertRefused(res, row, role, 'FORBIDDEN', 'ROLE_NOT_ALLOWED');
          assertNoLeak(res, row, role);
        } else if (kind === 'notFound') {
          assert.equal(res.body.errors, undefined, `${where}: ${JSON.stringify(res.body.errors)}`);
          assert.equal(value?.error?.textCode, 'ORDER_NOT_FOUND', `${where}: ${JSON.stringify(res.body)}`);
          for (const key of ['_id', 'serial', 'status', 'customer', 'lines', 'shipping_address', 'grandTotal'])
            assert.equal(value[key], null, `${where} leaked ${key}`);
          assertNoLeak(res, row, role);
        } else {
          assert.equal(res.body.errors, undefined, `${where}: ${JSON.stringify(res.body.errors)}`);
          assert.ok(value !== null && value !== undefined, `${where} answered null`);
          if (row.probe) {
            assert.equal(value.error?.textCode, row.probe, `${where}: ${JSON.stringify(value.error)}`);
          } else if (!Array.isArray(value) && 'error' in value) {
            assert.equal(value.error, null, `${where}: ${JSON.stringify(value.error)}`);
          }
          row.check?.(value, role);
        }
        if (isMutation) {
          const after = await snapshot();
          assert.deepEqual(after, before, `${where} changed something`);
          before = after;
        }
      }
    });
  }

  it('a refused caller left the orders where the set-up put them', async () => {
    for (const [key, o] of Object.entries(orders)) {
      const now = await readOrder(server, who.owner, o.serial);
      assert.equal(now.status, o.status, key);
      assert.equal(now.version, o.version, key);
    }
    const planted = await staffCall(server, who.owner, Q.members, {}, 'staffMembers');
    assert.ok(!planted.some((m) => m.email === 'planted-owner@staff.example.com'));
    assert.equal(planted.find((m) => m._id === spare.id).role, 'picker');
    assert.equal(planted.find((m) => m._id === spare.id).disabled, false);
  });

  it('the dates default to today (and tomorrow for the board)', async () => {
    const board = await staffCall(server, who.owner, Q.board, {}, 'staffOrderBoard');
    assert.deepEqual(board.dates, [karachiDate(0), karachiDate(1)]);
  });
});
