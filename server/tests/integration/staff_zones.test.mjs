// The service area from the console (issue 18) against the real binary and its demo store: the
// role matrix of staffZones, staffZoneCheck and staffSaveZone (visitor, customer, picker and rider
// refused, nothing changed); invalid outlines (too few points, crossing edges, far from the city,
// a bad status); an overlapping published zone refused with OVERLAP (a draft may overlap); the
// warning for saved addresses a change leaves outside and the save acknowledged; a stale version;
// the store front's address check following each save at once; and the audit rows.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { graphql, startServer } from './harness.mjs';
import { as, customers } from './shop.mjs';
import { ERROR, Q, assertOwnersAndManagersOnly, staffCall, staffTeam } from './staff.mjs';

const ZONE = `_id title category status city polygon { type coordinates } addresses_inside version updated_at
  warning { message code textCode } ${ERROR}`;
const CHECK = `${ERROR} overlaps { _id title } outside_count outside_examples { label zone } warning { message code textCode }`;
const O = {
  zones: `query($city: String) { staffZones(city: $city) { ${ZONE} } }`,
  check: `query($input: StaffZoneInput!) { staffZoneCheck(input: $input) { ${CHECK} } }`,
  save: `mutation($input: StaffZoneInput!) { staffSaveZone(input: $input) { ${ZONE} } }`,
};
const ADDRESS = 'mutation($input: AddressInput!) { addUserAddress(input: $input) { _id delivery_zone { _id title } error { message } } }';
const PUBLIC_ZONES = `query { geoZoneByCity(city: "sahiwal", filter: "{\\"status\\":\\"published\\",\\"category\\":\\"service-area\\"}") { _id title } }`;

// [lat, lng] as GeoZone and geo_point carry them.
const JAHAZ_GROUND = [30.6718, 73.1075]; // where shop.mjs's customers live
const CIVIL_LINES = [30.6648, 73.1135];
const HARAPPA = [30.59, 72.87]; // outside the demo service area, within reach of the city
const square = ([lat, lng], half) => [[lat - half, lng - half], [lat - half, lng + half], [lat + half, lng + half], [lat + half, lng - half]];
const addressAt = (full_address, coordinates, label = 'home') => ({
  full_address, city: 'sahiwal', label, geo_point: { type: 'Point', coordinates },
});

describe('service-area zones through the staff API', { timeout: 300000 }, () => {
  let server;
  let owner;
  let manager;
  let picker;
  let rider;
  let customer;
  let city; // the demo 'Sahiwal City' zone as first read

  const call = (who, query, variables, field) => staffCall(server, who, query, variables, field);
  const zones = () => call(owner, O.zones, {}, 'staffZones');
  const zoneNamed = async (title) => (await zones()).find((z) => z.title === title);
  const addAddress = async (name, at, label) =>
    (await graphql(server, ADDRESS, { variables: { input: addressAt(name, at, label) }, ...as(customer) })).body.data.addUserAddress;

  before(async () => {
    server = await startServer();
    [customer] = await customers(server, 'staff-zones', 3, { phoneBase: 3325550700 });
    ({ owner, manager, picker, rider } = await staffTeam(server, 'zones'));
    city = await zoneNamed('Sahiwal City');
    assert.ok(city, 'the demo service area');
  });
  after(async () => {
    await server?.stop();
  });

  it('lists every zone with the saved addresses inside, for owners and managers only', async () => {
    assert.deepEqual(
      { category: city.category, status: city.status, city: city.city, type: city.polygon.type, version: city.version, error: city.error },
      { category: 'service-area', status: 'published', city: 'sahiwal', type: 'Polygon', version: 1, error: null },
    );
    assert.ok(city.addresses_inside >= 3, `the three customers' addresses: ${city.addresses_inside}`);
    const input = { title: 'Role test', status: 'draft', polygon: square(HARAPPA, 0.01) };
    await assertOwnersAndManagersOnly(
      server,
      [[O.zones, {}], [O.check, { input }], [O.save, { input }]],
      { customer, picker, rider },
    );
    assert.equal(await zoneNamed('Role test'), undefined);
    assert.deepEqual((await call(manager, O.zones, { city: 'sahiwal' }, 'staffZones')).map((z) => z._id), (await zones()).map((z) => z._id));
    assert.deepEqual(await call(owner, O.zones, { city: 'nowhere' }, 'staffZones'), []);
  });

  it('refuses outlines that are not a simple polygon near the city, and bad forms', async () => {
    const refusal = async (input) => (await call(manager, O.save, { input }, 'staffSaveZone')).error;
    const base = { title: 'Bad outline', status: 'draft', polygon: square(HARAPPA, 0.01) };
    const cases = [
      [{ polygon: [[30.59, 72.87], [30.6, 72.88]] }, 'ZONE_TOO_FEW_POINTS', 'polygon'],
      [{ polygon: [[30.59, 72.87], [30.6, 72.88], [30.6, 72.88], [30.59, 72.87]] }, 'ZONE_TOO_FEW_POINTS', 'polygon'],
      [{ polygon: [[30.58, 72.86], [30.6, 72.88], [30.58, 72.88], [30.6, 72.86]] }, 'ZONE_SELF_INTERSECTS', 'polygon'],
      [{ polygon: square([31.52, 74.35], 0.01) }, 'ZONE_OUTSIDE_CITY', 'polygon'], // Lahore
      [{ polygon: [[95, 72.87], [30.6, 72.88], [30.58, 72.88]] }, 'ZONE_POINT_INVALID', 'polygon'],
      [{ status: 'live' }, 'ZONE_STATUS_INVALID', 'status'],
      [{ title: '  ' }, 'REQUIRED', 'title'],
      [{ _id: 'no-such-zone', version: 1 }, 'ZONE_NOT_FOUND', '_id'],
    ];
    for (const [change, textCode, details] of cases) {
      const error = await refusal({ ...base, ...change });
      assert.deepEqual({ textCode: error?.textCode, details: error?.details }, { textCode, details }, JSON.stringify(change));
    }
    const check = await call(manager, O.check, { input: { ...base, ...cases[2][0] } }, 'staffZoneCheck');
    assert.equal(check.error.textCode, 'ZONE_SELF_INTERSECTS');
    assert.equal(await zoneNamed('Bad outline'), undefined);
  });

  it('refuses a published zone overlapping another (OVERLAP); a draft may overlap', async () => {
    const input = { title: 'Civil Lines', status: 'published', polygon: square(CIVIL_LINES, 0.004) };
    const check = await call(manager, O.check, { input }, 'staffZoneCheck');
    assert.deepEqual(check.overlaps, [{ _id: city._id, title: 'Sahiwal City' }]);
    assert.deepEqual(
      { code: check.error.code, textCode: check.error.textCode, details: check.error.details, message: check.error.message },
      { code: 'OVERLAP', textCode: 'ZONE_OVERLAPS', details: 'polygon', message: 'This zone overlaps the published zone Sahiwal City' },
    );
    const refused = await call(manager, O.save, { input }, 'staffSaveZone');
    assert.equal(refused.error.code, 'OVERLAP');
    assert.equal(await zoneNamed('Civil Lines'), undefined);

    const draft = await call(manager, O.save, { input: { ...input, status: 'draft' } }, 'staffSaveZone');
    assert.equal(draft.error, null);
    assert.deepEqual({ status: draft.status, version: draft.version, category: draft.category }, { status: 'draft', version: 1, category: 'service-area' });
    assert.ok(draft.addresses_inside >= 0);
    // Publishing the draft is the same overlap.
    const publish = await call(manager, O.save, { input: { ...input, _id: draft._id, version: 1 } }, 'staffSaveZone');
    assert.equal(publish.error.code, 'OVERLAP');
  });

  it('a new zone reaches the store front at once; a stale version is refused; titles are unique', async () => {
    assert.equal((await addAddress('House 4, Harappa road', HARAPPA)).error.message, 'Sorry you are out of service area!');
    const made = await call(manager, O.save, { input: { title: 'Harappa', status: 'published', polygon: square(HARAPPA, 0.01) } }, 'staffSaveZone');
    assert.equal(made.error, null);
    assert.equal(made.warning, null);
    assert.deepEqual(made.polygon.coordinates[0][0], [HARAPPA[0] - 0.01, HARAPPA[1] - 0.01]); // [lat, lng], as given
    assert.equal(made.polygon.coordinates[0].length, 5); // closed
    const saved = await addAddress('House 4, Harappa road', HARAPPA);
    assert.equal(saved.error, null);
    assert.equal(saved.delivery_zone.title, 'Harappa');
    assert.ok((await graphql(server, PUBLIC_ZONES)).body.data.geoZoneByCity.some((z) => z.title === 'Harappa'));
    assert.equal((await zoneNamed('Harappa')).addresses_inside, 1);
    // A zone sharing only an edge with another does not overlap it: touching is allowed.
    const east = [[HARAPPA[0] - 0.01, HARAPPA[1] + 0.01], [HARAPPA[0] - 0.01, HARAPPA[1] + 0.03], [HARAPPA[0] + 0.01, HARAPPA[1] + 0.03], [HARAPPA[0] + 0.01, HARAPPA[1] + 0.01]];
    assert.deepEqual((await call(manager, O.check, { input: { title: 'East of Harappa', status: 'published', polygon: east } }, 'staffZoneCheck')).overlaps, []);
    const across = east.map(([lat, lng]) => [lat, lng - 0.005]);
    assert.deepEqual((await call(manager, O.check, { input: { title: 'East of Harappa', status: 'published', polygon: across } }, 'staffZoneCheck')).overlaps.map((z) => z.title), ['Harappa']);

    const stale = await call(owner, O.save, { input: { _id: made._id, version: 0, title: 'Harappa', status: 'published', polygon: square(HARAPPA, 0.02) } }, 'staffSaveZone');
    assert.deepEqual({ code: stale.error.code, textCode: stale.error.textCode, details: stale.error.details }, { code: 'CONFLICT', textCode: 'ZONE_CHANGED', details: 'version' });
    const taken = await call(owner, O.save, { input: { title: 'Harappa', status: 'draft', polygon: square(HARAPPA, 0.01) } }, 'staffSaveZone');
    assert.equal(taken.error.textCode, 'ZONE_TITLE_TAKEN');
  });

  it('warns about saved addresses left outside and saves only when acknowledged, audited with the count', async () => {
    const small = { _id: city._id, version: city.version, title: 'Sahiwal City', status: 'published', polygon: square(CIVIL_LINES, 0.003) };
    const check = await call(manager, O.check, { input: small }, 'staffZoneCheck');
    assert.equal(check.error, null);
    assert.ok(check.outside_count >= 3, `the customers at Jahaz Ground: ${check.outside_count}`);
    assert.ok(check.outside_examples.length >= 1 && check.outside_examples.length <= 5);
    assert.deepEqual(check.outside_examples[0], { label: 'home', zone: 'Sahiwal City' });
    assert.deepEqual(
      { message: check.warning.message, textCode: check.warning.textCode },
      { message: `${check.outside_count} saved addresses would be outside the service area`, textCode: 'ZONE_LEAVES_OUTSIDE' },
    );
    const refused = await call(manager, O.save, { input: small }, 'staffSaveZone');
    assert.deepEqual({ textCode: refused.error.textCode, details: refused.error.details }, { textCode: 'ZONE_LEAVES_OUTSIDE', details: 'acknowledge_outside' });
    assert.equal((await zoneNamed('Sahiwal City')).version, city.version);
    assert.equal((await addAddress('House 9, Jahaz Ground', JAHAZ_GROUND)).error, null);

    const saved = await call(manager, O.save, { input: { ...small, acknowledge_outside: true } }, 'staffSaveZone');
    assert.equal(saved.error, null);
    assert.equal(saved.version, city.version + 1);
    // House 9 was saved since the check: one more address left outside.
    assert.deepEqual(
      { message: saved.warning.message, textCode: saved.warning.textCode },
      { message: `${check.outside_count + 1} saved addresses would be outside the service area`, textCode: 'ZONE_LEAVES_OUTSIDE' },
    );
    // The store front answers by the new outline at once.
    assert.equal((await addAddress('House 10, Jahaz Ground', JAHAZ_GROUND)).error.message, 'Sorry you are out of service area!');
    assert.equal((await addAddress('House 3, Civil Lines', CIVIL_LINES, 'office')).delivery_zone.title, 'Sahiwal City');

    // Back to the demo outline: nothing is left outside, so no acknowledgement is needed.
    const restored = await call(owner, O.save, { input: { ...small, version: saved.version, polygon: city.polygon.coordinates[0] } }, 'staffSaveZone');
    assert.equal(restored.error, null);
    assert.equal(restored.warning, null);
    assert.equal((await addAddress('House 11, Jahaz Ground', JAHAZ_GROUND)).error, null);

    // Unpublishing goes through the same check.
    const harappa = await zoneNamed('Harappa');
    const unpublish = { _id: harappa._id, version: harappa.version, title: 'Harappa', status: 'draft', polygon: harappa.polygon.coordinates[0] };
    assert.equal((await call(manager, O.save, { input: unpublish }, 'staffSaveZone')).error.textCode, 'ZONE_LEAVES_OUTSIDE');
    const drafted = await call(manager, O.save, { input: { ...unpublish, acknowledge_outside: true } }, 'staffSaveZone');
    assert.equal(drafted.status, 'draft');
    assert.equal((await addAddress('House 5, Harappa road', HARAPPA)).error.message, 'Sorry you are out of service area!');
    assert.equal((await graphql(server, PUBLIC_ZONES)).body.data.geoZoneByCity.some((z) => z.title === 'Harappa'), false);

    const entries = (await call(owner, Q.audit, { first: 50, subject: city._id }, 'staffAuditLog')).entries;
    const rows = entries.filter((e) => e.action === 'zone.save');
    assert.equal(rows.length, 2);
    const shrunk = JSON.parse(rows[1].after); // newest first: [restored, shrunk]
    assert.equal(rows[1].actor_id, manager.id);
    assert.equal(shrunk.outside_count, check.outside_count + 1);
    assert.equal(JSON.parse(rows[0].after).outside_count, 0);
    assert.equal(JSON.parse(rows[1].before).status, 'published');
  });
});
