// Writes .gz and .br copies of the built text assets so the server can send them precompressed.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const TYPES = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.map', '.webmanifest']);
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for await (const path of files(DIST)) {
  if (!TYPES.has(extname(path))) continue;
  if ((await stat(path)).size < MIN_BYTES) continue;
  const body = await readFile(path);
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  await writeFile(
    `${path}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  count += 1;
}
console.log(`compress-dist: ${count} files precompressed (.gz, .br)`);
