// `karyana backup` and `karyana restore` (issue 20: "a backup taken during an order burst restores to a
// store that passes integrity_check and holds every order acknowledged before the backup started").
// Customers keep placing orders while `karyana backup` runs as a second process; the copy passes
// PRAGMA integrity_check, `karyana restore` puts it in a fresh data folder, and a server started
// there answers every order acknowledged before the backup started to its owner, signed in with the
// first server's tokens (the auth key is in the database, so the backup carries it). Also: an existing FILE is refused without --force, an unwritable
// path fails clearly, and restoring over the live database of a running server is refused.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { binary, graphql, startServer } from './harness.mjs';
import { addToCart, as, customers, placeOrder, products, setLimits, setStock, slotDates, sql } from './shop.mjs';
import { sqliteOnly } from './sqlite_only.mjs';

const CUSTOMERS = 8;
const BACKUP_AFTER = 12; // acknowledged orders before the backup starts
const MORE_AFTER = 8; // and after it finished, so the burst surrounds it

// Runs the production binary's command; resolves with its exit code and output (never rejects).
function karyana(args) {
  return new Promise((resolve) => {
    execFile(binary, args, { env: { ...process.env, KARYANA_DATA_DIR: '' } }, (error, stdout, stderr) => {
      resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('karyana backup during a burst of orders, and restore', { timeout: 180000, skip: sqliteOnly('karyana backup and restore') }, () => {
  let server;
  let restored;
  const folders = [];
  after(async () => {
    if (restored) await restored.stop();
    if (server) await server.stop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('holds every order acknowledged before it started, passes integrity_check and restores to a serving store', async (t) => {
    // No cap on a customer's orders on the way: each places several in the burst.
    server = await startServer({ args: ['--set', 'max_live_orders_per_customer=0'], env: { KARYANA_TEST_HOOKS: '1' } });
    const work = await mkdtemp(path.join(os.tmpdir(), 'karyana-backup-'));
    folders.push(work);
    const file = path.join(work, 'karyana-backup.sqlite3');
    const people = await customers(server, 'backup', CUSTOMERS, { phoneBase: 3402000000 });
    const [filler] = await products(server);
    const qty = Math.ceil(600 / filler.price); // over the minimum order
    await setStock(server, filler, 100000);
    const [occurrence] = await slotDates(server);
    await setLimits(server, { slot: { _id: occurrence.slot._id, max_order_limit: 0 } });

    const acknowledged = [];
    let before = null; // the orders acknowledged when the backup started
    let backup = null; // the command's promise
    let afterBackup = null; // acknowledged count when it finished
    let stop = false;
    const startBackup = () => {
      before = [...acknowledged];
      backup = karyana(['backup', file, '--data-dir', server.dataDir]).then((r) => {
        afterBackup = acknowledged.length;
        return r;
      });
    };
    const loop = async (p, i) => {
      for (let n = 0; !stop; n += 1) {
        await addToCart(server, p, filler, qty);
        const res = await placeOrder(server, p, occurrence, { key: `backup-${i}-${n}` });
        const order = res.body.data.createOrderFromCart;
        assert.equal(order.error, null, JSON.stringify(order.error));
        acknowledged.push(order);
        if (!backup && acknowledged.length >= BACKUP_AFTER) startBackup();
        if (afterBackup !== null && acknowledged.length >= afterBackup + MORE_AFTER) stop = true;
      }
    };
    await Promise.all(people.map(loop));
    const made = await backup;
    assert.equal(made.code, 0, made.stderr);
    const line = /^backup: wrote (.+) \((\d+) bytes, (\d+) orders, schema version (\d+)\) from .+ in \d+ ms$/m.exec(made.stdout);
    assert.ok(line, made.stdout);
    assert.equal(line[1], file);
    assert.equal(Number(line[2]), (await stat(file)).size);
    const backedUp = Number(line[3]);
    assert.ok(backedUp >= before.length, `${backedUp} orders in the backup, ${before.length} acknowledged before it`);
    t.diagnostic(`${before.length} acknowledged before the backup, ${backedUp} in it, ${acknowledged.length} in all`);

    // The copy on its own: intact, and every order acknowledged before it started is in it.
    const copy = { dataDir: work };
    await cp(file, path.join(work, 'karyana.sqlite3'));
    const [{ ok }] = await sql(copy, 'SELECT integrity_check AS ok FROM pragma_integrity_check');
    assert.equal(ok, 'ok');
    const serials = new Set((await sql(copy, 'SELECT serial FROM orders')).map((r) => r.serial));
    assert.equal(serials.size, backedUp);
    for (const o of before) assert.ok(serials.has(o.serial), `order ${o.serial} acknowledged before the backup is missing`);

    // Restoring over the running server's database is refused, and changes nothing.
    const busy = await karyana(['restore', file, '--force', '--data-dir', server.dataDir]);
    assert.notEqual(busy.code, 0);
    assert.match(busy.stderr, /in use/);
    const [{ n }] = await sql(server, 'SELECT count(*) AS n FROM orders');
    assert.equal(n, acknowledged.length);

    // Restore into a fresh data folder and serve it: the backup carries the auth key (a row of the
    // database), so the customers' tokens from the first server are valid there.
    const home = await mkdtemp(path.join(os.tmpdir(), 'karyana-restored-'));
    folders.push(home);
    const put = await karyana(['restore', file, '--data-dir', home]);
    assert.equal(put.code, 0, put.stderr);
    assert.match(put.stdout, new RegExp(`^restore: .+ \\(\\d+ bytes, ${backedUp} orders, schema version ${line[4]}\\)`));
    restored = await startServer({ args: ['--data-dir', home], timeoutMs: 60000 });
    const owners = new Map(people.map((p) => [p.id, p]));
    const rows = await sql({ dataDir: home }, 'SELECT serial, customer_id FROM orders');
    assert.equal(rows.length, backedUp);
    const ownerOf = new Map(rows.map((r) => [r.serial, owners.get(r.customer_id)]));
    for (const o of before) {
      const res = await graphql(restored, 'query($s: String!) { orderBySerial(serial: $s) { _id serial error { message } } }', {
        variables: { s: o.serial },
        ...as(ownerOf.get(o.serial)),
      });
      assert.deepEqual(res.body.data.orderBySerial, { _id: o._id, serial: o.serial, error: null });
    }

    // A second backup to the same FILE is refused without --force and replaces it with it.
    const again = await karyana(['backup', file, '--data-dir', server.dataDir]);
    assert.notEqual(again.code, 0);
    assert.match(again.stderr, /exists \(add --force to replace it\)/);
    const forced = await karyana(['backup', file, '--force', '--data-dir', server.dataDir]);
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(forced.stdout, new RegExp(`\\(\\d+ bytes, ${acknowledged.length} orders,`)); // the burst is over

    // A path that cannot be written: a clear reason, a failing exit code, nothing left behind.
    const nowhere = path.join(work, 'no-such-folder', 'backup.sqlite3');
    const failed = await karyana(['backup', nowhere, '--data-dir', server.dataDir]);
    assert.notEqual(failed.code, 0);
    assert.match(failed.stderr, /^backup failed: cannot write .*no-such-folder.*: No such file or directory$/m);
    // No FILE at all is a usage error.
    assert.equal((await karyana(['backup', '--data-dir', server.dataDir])).code, 2);
  });
});
