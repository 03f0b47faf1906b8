// Saved addresses against the real binary and its demo store: the service area from
// geoZoneByCity, the place search, every address mutation over HTTP, another user's ids
// refused, and addressesUpdated over graphql-ws reaching only the owner.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { sleep, subscribe, waitFor } from './subscriber.mjs';

const ADDRESS = `_id user_id full_address city label geo_point { type coordinates }
  delivery_zone { _id title city } delivery_instructions is_default verified error { message code details }`;
const ADD = `mutation($input: AddressInput!) { addUserAddress(input: $input) { ${ADDRESS} } }`;
const EDIT = `mutation($input: AddressInput!) { editUserAddress(input: $input) { ${ADDRESS} } }`;
const DELETE = 'mutation($id: ID!) { deleteUserAddress(id: $id) { _id error { message } success { message } } }';
const SET_DEFAULT = `mutation($id: ID!, $user_id: ID!) { setDefaultAddress(id: $id, user_id: $user_id) { ${ADDRESS} } }`;
const LIST = `query($id: ID!) { userAddresses(id: $id) { ${ADDRESS} } }`;
const ONE = `query($id: ID!) { userAddress(id: $id) { ${ADDRESS} } }`;
const REGISTER = `mutation($input: RegisterClientInput!) {
  registerClient(input: $input) { user { _id } address { ${ADDRESS} } error { message } }
}`;

// [lat, lng], as the spec's geo_point carries them.
const JAHAZ_GROUND = [30.6718, 73.1075];
const CIVIL_LINES = [30.6648, 73.1135];
const HARAPPA = [30.59, 72.87];

const input = (full_address, coordinates, label = 'home') => ({
  full_address,
  city: 'sahiwal',
  label,
  delivery_instructions: 'Call on arrival',
  geo_point: { type: 'Point', coordinates },
});

async function register(server, email, phone, address) {
  const res = await graphql(server, REGISTER, {
    variables: { input: { fname: 'Sana', gender: 'female', email, password: 'it-secret-pass', phone, address } },
  });
  assert.equal(res.status, 200);
  return { result: res.body.data.registerClient, token: res.headers.get('token') };
}

async function signedUp(server, email, phone) {
  const { result, token } = await register(server, email, phone);
  assert.equal(result.error, null);
  assert.ok(token);
  return { id: result.user._id, token };
}

const as = (user) => ({ headers: { token: user.token } });

const watchAddresses = (server, user) =>
  subscribe(server, user.token, {
    query: 'subscription { addressesUpdated { mutation node { _id full_address is_default } } }',
  });

describe('addresses over HTTP and graphql-ws', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    if (server) await server.stop();
  });

  it('answers the published service area and searches places', async () => {
    const zones = await graphql(
      server,
      'query($city: String!, $filter: String) { geoZoneByCity(city: $city, filter: $filter) { _id title category status city polygon { type coordinates } } }',
      { variables: { city: 'sahiwal', filter: JSON.stringify({ status: 'published', category: 'service-area' }) } },
    );
    assert.equal(zones.status, 200);
    const list = zones.body.data.geoZoneByCity;
    assert.equal(list.length, 1, JSON.stringify(zones.body));
    assert.equal(list[0].category, 'service-area');
    assert.equal(list[0].polygon.type, 'Polygon');
    const [lat, lng] = list[0].polygon.coordinates[0][0];
    assert.ok(lat > 30 && lat < 31 && lng > 73 && lng < 74, 'points are [lat, lng]');

    const places = await graphql(server, 'query($f: String) { locations(filter: $f) { title code coordinates { lat lng } } }', {
      variables: { f: JSON.stringify({ keywords: 'jahaz' }) },
    });
    assert.deepEqual(places.body.data.locations, [
      { title: 'Jahaz Ground', code: 'jahaz-ground', coordinates: { lat: 30.6718, lng: 73.1075 } },
    ]);
  });

  it('registers with the location step address as the default', async () => {
    const { result } = await register(server, 'it-addr-reg@example.com', '3005550001', input('House 9, Civil Lines road', CIVIL_LINES));
    assert.equal(result.error, null);
    assert.equal(result.address.is_default, 1);
    assert.equal(result.address.delivery_zone.city, 'sahiwal');

    const refused = await register(server, 'it-addr-out@example.com', '3005550002', input('House 9, Harappa road', HARAPPA));
    assert.equal(refused.result.error.message, 'Sorry you are out of service area!');
    assert.equal(refused.result.user, null);
    assert.equal(refused.token, null);
  });

  it('adds, edits, makes default and deletes; refuses bad input with the spec messages', async () => {
    const me = await signedUp(server, 'it-addr-owner@example.com', '3005550003');
    const add = async (i) => (await graphql(server, ADD, { variables: { input: i }, ...as(me) })).body.data.addUserAddress;

    assert.equal((await add(input('House 1, Harappa road', HARAPPA))).error.message, 'Sorry you are out of service area!');
    assert.equal((await add(input('Short', JAHAZ_GROUND))).error.message, 'Should be atleast 10 charactors');
    assert.equal((await add(input('House 1, Jahaz Ground', JAHAZ_GROUND, 'garage'))).error.message, 'Please select an option from below!');
    assert.equal(
      (await add({ ...input('House 1, Jahaz Ground', JAHAZ_GROUND), geo_point: undefined })).error.message,
      'Please confirm your location on the map!',
    );

    const home = await add(input('House 1, Jahaz Ground', JAHAZ_GROUND));
    assert.equal(home.error, null);
    assert.equal(home.is_default, 1);
    assert.deepEqual(home.geo_point, { type: 'Point', coordinates: JAHAZ_GROUND });
    const office = await add(input('Office 2, Civil Lines Plaza', CIVIL_LINES, 'office'));
    assert.equal(office.is_default, 0);

    const edited = await graphql(server, EDIT, { variables: { input: { _id: office._id, full_address: 'Office 22, Civil Lines Plaza' } }, ...as(me) });
    assert.equal(edited.body.data.editUserAddress.full_address, 'Office 22, Civil Lines Plaza');
    assert.equal(edited.body.data.editUserAddress.label, 'office');

    const made = await graphql(server, SET_DEFAULT, { variables: { id: office._id, user_id: me.id }, ...as(me) });
    assert.equal(made.body.data.setDefaultAddress.is_default, 1);
    const listed = await graphql(server, LIST, { variables: { id: me.id }, ...as(me) });
    assert.deepEqual(
      listed.body.data.userAddresses.map((a) => [a._id, a.is_default]),
      [
        [home._id, 0],
        [office._id, 1],
      ],
    );

    const deleted = await graphql(server, DELETE, { variables: { id: home._id }, ...as(me) });
    assert.deepEqual(deleted.body.data.deleteUserAddress, { _id: home._id, error: null, success: { message: 'Address deleted' } });
    const one = await graphql(server, ONE, { variables: { id: office._id }, ...as(me) });
    assert.equal(one.body.data.userAddress.full_address, 'Office 22, Civil Lines Plaza');
  });

  it("refuses another user's address ids with an error and no data", async () => {
    const owner = await signedUp(server, 'it-addr-a@example.com', '3005550004');
    const intruder = await signedUp(server, 'it-addr-b@example.com', '3005550005');
    const secret = (
      await graphql(server, ADD, { variables: { input: input('Secret house 7, Jahaz Ground', JAHAZ_GROUND) }, ...as(owner) })
    ).body.data.addUserAddress;
    const attempts = [
      [LIST, { id: owner.id }, 'userAddresses'],
      [ONE, { id: secret._id }, 'userAddress'],
      [ADD, { input: { ...input('Planted house 8, Civil Lines', CIVIL_LINES), user_id: owner.id } }, 'addUserAddress'],
      [EDIT, { input: { ...input('Hijacked house 9, Civil Lines', CIVIL_LINES), _id: secret._id } }, 'editUserAddress'],
      [DELETE, { id: secret._id }, 'deleteUserAddress'],
      [SET_DEFAULT, { id: secret._id, user_id: owner.id }, 'setDefaultAddress'],
      [SET_DEFAULT, { id: secret._id, user_id: intruder.id }, 'setDefaultAddress'],
    ];
    for (const [query, variables, field] of attempts) {
      const res = await graphql(server, query, { variables, ...as(intruder) });
      assert.equal(res.body.data?.[field] ?? null, null, `${field}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.errors[0].extensions.code, 'FORBIDDEN', field);
      assert.ok(!JSON.stringify(res.body).includes('Secret'), field);
    }
    const still = await graphql(server, LIST, { variables: { id: owner.id }, ...as(owner) });
    assert.deepEqual(still.body.data.userAddresses, [secret]);
  });

  it('sends addressesUpdated events to the owner only', async () => {
    const owner = await signedUp(server, 'it-addr-ws-a@example.com', '3005550006');
    const other = await signedUp(server, 'it-addr-ws-b@example.com', '3005550007');
    const mine = watchAddresses(server, owner);
    const theirs = watchAddresses(server, other);
    try {
      await Promise.all([mine.ready, theirs.ready]);
      const run = async (query, variables) => {
        const res = await graphql(server, query, { variables, ...as(owner) });
        assert.equal(res.body.errors, undefined, JSON.stringify(res.body));
        return res.body.data;
      };
      const first = (await run(ADD, { input: input('House 1, Jahaz Ground', JAHAZ_GROUND) })).addUserAddress;
      const second = (await run(ADD, { input: input('House 2, Civil Lines', CIVIL_LINES) })).addUserAddress;
      await run(EDIT, { input: { _id: second._id, full_address: 'House 22, Civil Lines' } });
      await run(SET_DEFAULT, { id: second._id, user_id: owner.id });
      await run(DELETE, { id: first._id });

      await waitFor(() => mine.events.length >= 6, 'six events for the owner');
      const seen = mine.events.map((e) => [e.data.addressesUpdated.mutation, e.data.addressesUpdated.node._id]);
      assert.deepEqual(seen, [
        ['CREATED', first._id],
        ['CREATED', second._id],
        ['UPDATED', second._id],
        ['UPDATED', first._id], // no longer the default
        ['UPDATED', second._id], // the new default
        ['DELETED', first._id],
      ]);
      assert.equal(mine.events[2].data.addressesUpdated.node.full_address, 'House 22, Civil Lines');
      assert.equal(mine.events[4].data.addressesUpdated.node.is_default, 1);
      assert.deepEqual(mine.errors, []);

      await sleep(300); // time for any stray event to arrive
      assert.deepEqual(theirs.events, []);
      assert.deepEqual(theirs.errors, []);
    } finally {
      await mine.client.dispose();
      await theirs.client.dispose();
    }
  });

  it('refuses addressesUpdated without signing in', async () => {
    const visitor = subscribe(server, undefined, { query: 'subscription { addressesUpdated { mutation } }' });
    try {
      await waitFor(() => visitor.errors.length > 0, 'the refusal');
      assert.equal(visitor.events.length, 0);
      assert.equal(visitor.errors[0][0].extensions.code, 'UNAUTHENTICATED');
    } finally {
      await visitor.client.dispose();
    }
  });
});
