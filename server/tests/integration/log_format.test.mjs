// --log-format json (issue 20: "an option for JSON log lines"): every line the server logs is one
// JSON object with time, level and message, even when the message holds what somebody typed:
// a web folder named with quotes, a backslash and a newline (a warning at start), and a request
// path with quotes (the access log). Only the "listening on …" line stays plain text: tests and
// scripts wait for it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { databaseFor } from './database.mjs';
import { binary, repoRoot } from './harness.mjs';

const seedCache = process.env.KARYANA_SEED_CACHE ?? path.join(os.tmpdir(), 'karyana-it-seed-cache');

// One raw request, so the path reaches the server exactly as written (fetch would encode it).
function rawGet(port, target) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('JSON log lines', { timeout: 180000 }, () => {
  let dataDir;
  let child;
  after(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('writes every log line as one JSON object, quotes and newlines included', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'karyana-logs-'));
    const webDir = path.join(dataDir, 'no "web" \\ app\nhere');
    // Every connection comes from 127.0.0.1 without a proxy: the access log names it.
    // On PostgreSQL (database.mjs) its own fresh database.
    const url = databaseFor(dataDir);
    const database = url ? { KARYANA_DATABASE_URL: url } : {};
    child = spawn(binary, ['serve', '--port', '0', '--log-format', 'json', '--web-dir', webDir], {
      cwd: repoRoot,
      env: { ...process.env, KARYANA_HOST: '127.0.0.1', KARYANA_DATA_DIR: dataDir, KARYANA_SEED_CACHE: seedCache, ...database },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d) => {
      stderr += d.toString();
    });
    const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    const port = await new Promise((resolve, reject) => {
      const timer = setInterval(() => {
        const m = /^listening on http:\/\/127\.0\.0\.1:(\d+)$/m.exec(stdout);
        if (m) {
          clearInterval(timer);
          resolve(Number(m[1]));
        } else if (child.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`karyana exited: ${stdout}${stderr}`));
        }
      }, 50);
    });
    const answer = await rawGet(port, '/it-"quoted"-path');
    assert.match(answer, /^HTTP\/1\.1 \d{3} /);
    child.kill('SIGTERM');
    assert.deepEqual(await exited, { code: 0, signal: null });

    const lines = `${stdout}${stderr}`.split('\n').filter((l) => l !== '' && !l.startsWith('listening on http://'));
    assert.ok(lines.length >= 3, `${stdout}${stderr}`);
    const entries = lines.map((line) => {
      let entry;
      assert.doesNotThrow(() => {
        entry = JSON.parse(line);
      }, `not JSON: ${line}`);
      assert.equal(typeof entry, 'object');
      assert.match(entry.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, line);
      assert.ok(['trace', 'debug', 'info', 'warning', 'error', 'critical'].includes(entry.level), line);
      assert.equal(typeof entry.message, 'string', line);
      return entry;
    });
    // The message comes back exactly as the server wrote it.
    assert.ok(
      entries.some((e) => e.level === 'warning' && e.message === `http: no index.html in web dir '${webDir}': the web app will answer 404`),
      lines.join('\n'),
    );
    assert.ok(entries.some((e) => e.level === 'info' && e.message.includes('/it-"quoted"-path')), lines.join('\n'));
    assert.ok(entries.some((e) => e.message === 'stopped'), lines.join('\n'));
  });
});
