// Staff accounts (issue 17) against the real binary: `karyana staff add` (password on standard
// input, at least 12 characters, one account per e-mail), an owner adding members in the API
// (TOO_SHORT, INVALID_ROLE, STAFF_EMAIL_TAKEN), changing roles, the shop's last owner kept
// (LAST_OWNER), disabling a member ending their sessions and closing their subscription socket at
// once; and the staff-only subscription: a picker hears a customer's new order, a customer or a
// rider is refused. Every refusal is followed by a re-read that shows nothing changed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { addToCart, customers, placeOrder, products, slotDates } from './shop.mjs';
import {
  ORDER_UPDATED, Q, STAFF_PASSWORD, moveTo, openSocket, readOrder, signIn, staffCall, staffCommand, staffDate, staffMember, topError,
} from './staff.mjs';
import { subscribe, waitFor } from './subscriber.mjs';

describe('staff accounts, roles and the staff subscription', { timeout: 300000 }, () => {
  let server;
  let owner;
  let customer;

  const me = (token) => graphql(server, Q.me, { headers: { token } });
  const members = () => staffCall(server, owner, Q.members, {}, 'staffMembers');
  const memberRow = async (id) => (await members()).find((m) => m._id === id);

  before(async () => {
    // About staff accounts, not first-order confirmation (staff_confirm.test.mjs): orders start 'new'.
    server = await startServer({ args: ['--set', 'confirm_first_orders=0'] });
    [customer] = await customers(server, 'staff-accounts', 1, { phoneBase: 3231234500 });
  });
  after(async () => server?.stop());

  it('adds staff from the command line: 12 characters at least, one account per e-mail', async () => {
    const email = 'cli-owner@staff.example.com';
    const short = await staffCommand(server, { email, name: 'Cli Owner', role: 'owner', password: 'eleven-char' });
    assert.notEqual(short.code, 0, short.output);
    assert.match(short.output, /12/, 'the message names the minimum length');
    assert.equal((await signIn(server, email, 'eleven-char')).status, 'LoginFailed');

    const made = await staffCommand(server, { email, name: 'Cli Owner', role: 'owner' });
    assert.equal(made.code, 0, made.output);
    const login = await signIn(server, email);
    assert.equal(login.status, 'LoggedIn', JSON.stringify(login));
    owner = { id: login.LoggedUser.user._id, email, name: 'Cli Owner', token: login.TokenData.token };
    const res = await me(owner.token);
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    assert.deepEqual(
      [res.body.data.staffMe._id, res.body.data.staffMe.email, res.body.data.staffMe.name, res.body.data.staffMe.role, res.body.data.staffMe.disabled],
      [owner.id, email, 'Cli Owner', 'owner', false],
    );

    const again = await staffCommand(server, { email, name: 'Someone Else', role: 'picker', password: 'another-long-password' });
    assert.notEqual(again.code, 0, again.output);
    assert.match(again.output, /already|exists|taken/i, again.output);
    assert.equal((await signIn(server, email, 'another-long-password')).status, 'LoginFailed');
    assert.equal((await me(owner.token)).body.data.staffMe.role, 'owner');

    const customersEmail = await staffCommand(server, { email: 'staff-accounts-0@example.com', name: 'Taken', role: 'rider' });
    assert.notEqual(customersEmail.code, 0, customersEmail.output);
    const role = await staffCommand(server, { email: 'cli-chef@staff.example.com', name: 'Chef', role: 'chef' });
    assert.notEqual(role.code, 0, role.output);
    const emails = (await members()).map((m) => m.email);
    assert.ok(!emails.includes('staff-accounts-0@example.com') && !emails.includes('cli-chef@staff.example.com'), JSON.stringify(emails));
    // The customer is still a customer who can sign in with their own password.
    assert.equal((await signIn(server, 'staff-accounts-0@example.com', 'it-secret-pass')).status, 'LoggedIn');
  });

  it('lets an owner add a member: TOO_SHORT, INVALID_ROLE and STAFF_EMAIL_TAKEN first, nothing added by them', async () => {
    const before = await members();
    const add = (input) => staffCall(server, owner, Q.addMember, { input }, 'staffAddMember');
    const valid = { email: 'api-picker@staff.example.com', name: 'Api Picker', role: 'picker', password: 'twelve-chars', phone: '03001234567' };

    let res = await add({ ...valid, password: 'eleven-char' });
    assert.equal(res.error?.textCode, 'TOO_SHORT', JSON.stringify(res));
    assert.equal(res.error.message, 'Should be atleast 12 charactors');
    assert.equal(res._id, null);
    res = await add({ ...valid, role: 'chef' });
    assert.equal(res.error?.textCode, 'INVALID_ROLE', JSON.stringify(res));
    assert.equal(res.error.message, 'Unknown role');
    res = await add({ ...valid, email: owner.email });
    assert.equal(res.error?.textCode, 'STAFF_EMAIL_TAKEN', JSON.stringify(res));
    assert.equal(res.error.message, 'A staff account with this email already exists');
    res = await add({ ...valid, email: 'staff-accounts-0@example.com' });
    assert.equal(res.error?.textCode, 'STAFF_EMAIL_TAKEN', JSON.stringify(res));
    res = await add({ ...valid, email: 'not-an-email' });
    assert.equal(res.error?.textCode, 'INVALID_EMAIL', JSON.stringify(res));
    assert.deepEqual(await members(), before);
    assert.equal((await signIn(server, valid.email, valid.password)).status, 'LoginFailed');

    res = await add(valid);
    assert.equal(res.error, null, JSON.stringify(res));
    assert.deepEqual([res.email, res.name, res.role, res.disabled], [valid.email, valid.name, 'picker', false]);
    assert.ok(res._id);
    const login = await signIn(server, valid.email, valid.password);
    assert.equal(login.status, 'LoggedIn', JSON.stringify(login));
    const mine = await me(login.TokenData.token);
    assert.equal(mine.body.data.staffMe.role, 'picker');
    assert.equal((await members()).length, before.length + 1);
  });

  it('changes a role, and the member may do what the new role allows at once', async () => {
    const member = await staffMember(server, 'picker', 'promoted');
    const cash = () => graphql(server, Q.cashSheet, { headers: { token: member.token } });
    assert.equal(topError(await cash())?.textCode, 'ROLE_NOT_ALLOWED');

    const invalid = await staffCall(server, owner, Q.setRole, { id: member.id, role: 'chef' }, 'staffSetRole');
    assert.equal(invalid.error?.textCode, 'INVALID_ROLE');
    assert.equal((await memberRow(member.id)).role, 'picker');

    const changed = await staffCall(server, owner, Q.setRole, { id: member.id, role: 'manager' }, 'staffSetRole');
    assert.equal(changed.error, null, JSON.stringify(changed));
    assert.equal(changed.role, 'manager');
    assert.equal((await memberRow(member.id)).role, 'manager');
    assert.equal((await me(member.token)).body.data.staffMe.role, 'manager');
    const res = await cash();
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    assert.ok(Array.isArray(res.body.data.staffCashSheet));

    const audit = await staffCall(server, owner, Q.audit, { first: 10, subject: member.id }, 'staffAuditLog');
    const entry = audit.entries.find((e) => e.action === 'staff.role');
    assert.ok(entry, JSON.stringify(audit));
    assert.equal(entry.actor_id, owner.id);
    assert.equal(JSON.parse(entry.before).role, 'picker');
    assert.equal(JSON.parse(entry.after).role, 'manager');
  });

  it('keeps at least one enabled owner: LAST_OWNER', async () => {
    // A second owner, then every owner but this one disabled (the demo data may hold one too).
    const second = await staffCall(server, owner, Q.addMember, {
      input: { email: 'second-owner@staff.example.com', name: 'Second Owner', role: 'owner', password: STAFF_PASSWORD },
    }, 'staffAddMember');
    assert.equal(second.error, null, JSON.stringify(second));
    for (const other of (await members()).filter((m) => m.role === 'owner' && !m.disabled && m._id !== owner.id)) {
      const off = await staffCall(server, owner, Q.setDisabled, { id: other._id, disabled: true }, 'staffSetDisabled');
      assert.equal(off.error, null, JSON.stringify(off));
      assert.equal(off.disabled, true);
    }
    const disable = await staffCall(server, owner, Q.setDisabled, { id: owner.id, disabled: true }, 'staffSetDisabled');
    assert.equal(disable.error?.textCode, 'LAST_OWNER', JSON.stringify(disable));
    assert.equal(disable.error.message, 'The shop needs at least one owner');
    const demote = await staffCall(server, owner, Q.setRole, { id: owner.id, role: 'manager' }, 'staffSetRole');
    assert.equal(demote.error?.textCode, 'LAST_OWNER', JSON.stringify(demote));
    const row = await memberRow(owner.id);
    assert.deepEqual([row.role, row.disabled], ['owner', false]);
    assert.equal((await me(owner.token)).body.data.staffMe.role, 'owner', 'still signed in');

    // With the second owner enabled again, the first may step down to manager and back.
    const on = await staffCall(server, owner, Q.setDisabled, { id: second._id, disabled: false }, 'staffSetDisabled');
    assert.equal(on.disabled, false);
    const login = await signIn(server, 'second-owner@staff.example.com');
    const secondToken = login.TokenData.token;
    const down = await staffCall(server, owner, Q.setRole, { id: owner.id, role: 'manager' }, 'staffSetRole');
    assert.equal(down.error, null, JSON.stringify(down));
    const up = await staffCall(server, { token: secondToken }, Q.setRole, { id: owner.id, role: 'owner' }, 'staffSetRole');
    assert.equal(up.error, null, JSON.stringify(up));
    assert.equal((await me(owner.token)).body.data.staffMe.role, 'owner');
  });

  it("disabling a member ends their sessions and closes their subscription socket at once", async () => {
    const member = await staffMember(server, 'picker', 'disabled');
    const other = await signIn(server, member.email); // a second session
    const ws = await openSocket(server, member.token);
    ws.subscribe('orders', ORDER_UPDATED);
    ws.send({ id: 'probe', type: 'subscribe', payload: { query: '{ __typename }' } });
    await ws.answered('probe');
    assert.ok(!ws.of('orders').some((m) => m.type === 'error'), JSON.stringify(ws.of('orders')));
    assert.equal(ws.isClosed(), false);

    const off = await staffCall(server, owner, Q.setDisabled, { id: member.id, disabled: true }, 'staffSetDisabled');
    assert.equal(off.error, null, JSON.stringify(off));
    assert.equal(off.disabled, true);
    await waitFor(() => ws.isClosed(), 'the disabled member’s socket to close');

    for (const token of [member.token, other.TokenData.token]) {
      const res = await me(token);
      assert.equal(res.body.data.staffMe, null, JSON.stringify(res.body));
      assert.ok(['UNAUTHENTICATED', 'FORBIDDEN'].includes(topError(res)?.code), JSON.stringify(res.body.errors));
      const board = await graphql(server, Q.board, { headers: { token } });
      assert.equal(board.body.data.staffOrderBoard, null);
    }
    // Signing in again gives them nothing of the staff API while disabled.
    const again = await signIn(server, member.email);
    if (again.status === 'LoggedIn') {
      const res = await me(again.TokenData.token);
      assert.equal(res.body.data.staffMe, null, JSON.stringify(res.body));
      assert.equal(topError(res)?.code, 'FORBIDDEN');
      assert.equal(topError(res).textCode, 'STAFF_ONLY');
    }
    assert.equal((await memberRow(member.id)).disabled, true);
    const audit = await staffCall(server, owner, Q.audit, { first: 10, subject: member.id }, 'staffAuditLog');
    assert.ok(audit.entries.some((e) => e.action === 'staff.disabled' && e.actor_id === owner.id), JSON.stringify(audit));

    // Enabled again, they sign in and work.
    const on = await staffCall(server, owner, Q.setDisabled, { id: member.id, disabled: false }, 'staffSetDisabled');
    assert.equal(on.disabled, false);
    const back = await signIn(server, member.email);
    assert.equal(back.status, 'LoggedIn');
    assert.equal((await me(back.TokenData.token)).body.data.staffMe.role, 'picker');
  });

  it("tells a picker's subscription about a customer's new order and its changes; refuses a customer, a rider and a visitor", async () => {
    const picker = await staffMember(server, 'picker', 'listening');
    const rider = await staffMember(server, 'rider', 'not-listening');
    const watch = subscribe(server, picker.token, { query: ORDER_UPDATED });
    const refused = {
      customer: subscribe(server, customer.token, { query: ORDER_UPDATED }),
      rider: subscribe(server, rider.token, { query: ORDER_UPDATED }),
      visitor: subscribe(server, undefined, { query: ORDER_UPDATED }),
    };
    try {
      await watch.ready;
      for (const w of Object.values(refused)) await w.ready.catch(() => {});
      assert.deepEqual(watch.errors, []);

      const [product] = (await products(server)).filter((p) => p.available_qty - p.reserved_for_order >= 10);
      const [occurrence] = await slotDates(server, 1);
      await addToCart(server, customer, product, 2);
      const res = await placeOrder(server, customer, occurrence);
      const placed = res.body.data.createOrderFromCart;
      assert.equal(placed.error, null, JSON.stringify(res.body));

      const of = (kind) => watch.events.map((e) => e.data.staffOrderUpdated).filter((e) => e.serial === placed.serial && e.kind === kind);
      await waitFor(() => of('CREATED').length > 0, 'the CREATED event');
      const [created] = of('CREATED');
      assert.equal(created.status, 'new');
      assert.equal(created.date, staffDate(occurrence.date));
      assert.ok(Number.isInteger(created.version));

      const moved = await moveTo(server, owner, await readOrder(server, owner, placed.serial), 'picking');
      await waitFor(() => of('UPDATED').length > 0, 'the UPDATED event');
      assert.deepEqual(of('UPDATED').map((e) => [e.status, e.version]), [['picking', moved.version]]);

      const codes = { customer: ['FORBIDDEN', 'STAFF_ONLY'], rider: ['FORBIDDEN', 'ROLE_NOT_ALLOWED'], visitor: ['UNAUTHENTICATED'] };
      for (const [role, w] of Object.entries(refused)) {
        await waitFor(() => w.errors.length > 0, `the ${role}'s refusal`);
        assert.deepEqual(w.events, [], `${role} heard an order`);
        const ext = w.errors[0][0]?.extensions ?? w.errors[0]?.extensions;
        assert.equal(ext?.code, codes[role][0], `${role}: ${JSON.stringify(w.errors)}`);
        if (codes[role][1]) assert.equal(ext.textCode, codes[role][1], `${role}: ${JSON.stringify(w.errors)}`);
      }
    } finally {
      await watch.client.dispose();
      for (const w of Object.values(refused)) await w.client.dispose();
    }
  });
});
