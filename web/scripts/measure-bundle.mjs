// Prints the JavaScript the home route loads: the entry chunk, everything it imports statically,
// the home page's lazy chunk with its imports (from Vite's manifest), and the scripts index.html
// loads outside the manifest (the boot script of scripts/startupQueries.mjs) — raw and gzip sizes.
// Fails when the total is over the aim (issue 19).
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url);
const HOME_PAGE = 'src/features/catalogue/pages/HomePage.tsx';
const AIM_GZIP_KB = 200;

const manifest = JSON.parse(await readFile(new URL('.vite/manifest.json', DIST), 'utf8'));

const seen = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep);
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entry) throw new Error('no entry chunk in the manifest: run `npm run build` first');
collect(entry);
if (!manifest[HOME_PAGE]) throw new Error(`${HOME_PAGE} is not in the manifest`);
collect(HOME_PAGE);

const files = [...seen].map((key) => manifest[key].file);
const html = await readFile(new URL('index.html', DIST), 'utf8');
for (const [, src] of html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)) if (!files.includes(src)) files.push(src);

let raw = 0;
let gzip = 0;
const rows = [];
for (const file of files) {
  if (!file.endsWith('.js')) continue;
  const body = await readFile(new URL(file, DIST));
  const gz = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gzip += gz;
  rows.push({ file, raw: body.length, gzip: gz });
}
rows.sort((a, b) => b.gzip - a.gzip);
for (const r of rows)
  console.log(
    `${(r.gzip / 1024).toFixed(1).padStart(8)} KB gz  ${(r.raw / 1024).toFixed(1).padStart(8)} KB  ${r.file}`,
  );
console.log(
  `home route JavaScript: ${rows.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
);
if (gzip / 1024 > AIM_GZIP_KB) {
  console.error(`over the aim of ${AIM_GZIP_KB} KB gzip`);
  process.exitCode = 1;
}
