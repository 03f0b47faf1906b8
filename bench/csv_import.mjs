// Product CSV import benchmark driver (run by bench/csv_import.sh against a started server): an
// owner made with `karyana staff add` exports every product, takes <rows> of them and re-prices
// each (price +1 rupee, stock 50 + n), then times staffProductImportPreview and
// staffApplyProductImport of that file, and the apply of the original rows (back as they were),
// <rounds> times each. Prints latency percentiles; fails unless every row changed as planned.
// Usage: node bench/csv_import.mjs <base url> <data dir> [rows] [rounds]
import { graphql } from '../server/tests/integration/harness.mjs';
import { staffMember } from '../server/tests/integration/staff.mjs';

const [url, dataDir, rowCount = '1000', roundCount = '5'] = process.argv.slice(2);
const server = { url, graphqlUrl: `${url}/graphql`, dataDir };
const ROWS = Number(rowCount);
const ROUNDS = Number(roundCount);
const PLAN = 'changed unchanged failed applied error { textCode }';

const owner = await staffMember(server, 'owner', `bench-import-${Date.now()}`);
const headers = { token: owner.token };
async function call(query, variables, field) {
  const res = await graphql(server, query, { variables, headers });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data[field];
}
const exported = await call('{ staffProductsCsv { csv rows } }', {}, 'staffProductsCsv');
const lines = exported.csv.trimEnd().split('\r\n');
if (lines.length - 1 < ROWS) throw new Error(`only ${lines.length - 1} products; seed more`);
// barcode,slug,title,price,price_was,stock,status; titles may be quoted: re-write from the end.
const original = lines.slice(1, ROWS + 1);
const changedRows = original.map((line, n) => {
  const cells = line.split(',');
  const [price, priceWas, , status] = cells.slice(-4);
  const newPrice = Number(price) + 1;
  const newWas = Number(priceWas) > 0 && Number(priceWas) <= newPrice ? 0 : Number(priceWas);
  return [...cells.slice(0, -4), String(newPrice), String(newWas), String(50 + n), status].join(',');
});
const header = lines[0];
const changedCsv = [header, ...changedRows].join('\r\n');
const originalCsv = [header, ...original].join('\r\n');
console.log(`== ${exported.rows} products; import file ${ROWS} rows, ${(changedCsv.length / 1024).toFixed(0)} KB`);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
async function timed(label, query, field, csv, check) {
  const ms = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    const start = performance.now();
    const plan = await call(query, { csv }, field);
    ms.push(performance.now() - start);
    check(plan);
    if (field === 'staffApplyProductImport') await call(query, { csv: originalCsv }, field);  // back again
  }
  ms.sort((a, b) => a - b);
  console.log(`== ${label}: ${ROUNDS} runs  p50 ${percentile(ms, 50).toFixed(1)} ms  max ${ms.at(-1).toFixed(1)} ms`);
}
const expectChanged = (plan) => {
  if (plan.failed !== 0 || plan.changed !== ROWS) throw new Error(JSON.stringify(plan));
};
await timed(`preview ${ROWS} rows`, `query($csv: String!) { staffProductImportPreview(csv: $csv) { ${PLAN} rows { row changes { field before after } } } }`,
  'staffProductImportPreview', changedCsv, expectChanged);
await timed(`apply ${ROWS} rows (then back)`, `mutation($csv: String!) { staffApplyProductImport(csv: $csv) { ${PLAN} } }`,
  'staffApplyProductImport', changedCsv, (plan) => { expectChanged(plan); if (!plan.applied) throw new Error('not applied'); });
const unchanged = await call(`query($csv: String!) { staffProductImportPreview(csv: $csv) { ${PLAN} } }`, { csv: originalCsv }, 'staffProductImportPreview');
if (unchanged.changed !== 0) throw new Error(`not back: ${JSON.stringify(unchanged)}`);
console.log('== every row changed as planned and went back');
