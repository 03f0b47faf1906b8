// Starts the real karyana binary on a free port with a fresh data folder, and stops it again.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 180_000; // a first start seeds the demo store and renders its pictures
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+)/;

export function serverBinary() {
  return process.env.KARYANA_BIN || join(ROOT, 'build/server/karyana');
}

// The build with the test hooks compiled in (the production binary has none; docs/decisions.md),
// started when a journey passes KARYANA_TEST_HOOKS=1.
export function testServerBinary() {
  return process.env.KARYANA_TEST_BIN || join(dirname(serverBinary()), 'karyana_testing');
}

export function webDir() {
  return process.env.KARYANA_WEB_DIR || join(ROOT, 'web/dist');
}

/**
 * @param {Record<string, string>} extraEnv e.g. { KARYANA_SUSPEND_APP: 'true' }
 * @returns {Promise<{ url: string, dataDir: string, stop: () => Promise<void>, output: () => string }>}
 */
export async function startServer(extraEnv = {}) {
  const bin = extraEnv.KARYANA_TEST_HOOKS === '1' ? testServerBinary() : serverBinary();
  if (!existsSync(bin)) throw new Error(`karyana binary not found at ${bin} (build it, or set KARYANA_BIN / KARYANA_TEST_BIN)`);
  if (!existsSync(join(webDir(), 'index.html'))) {
    throw new Error(`web app not built at ${webDir()} (run npm run build in web/, or set KARYANA_WEB_DIR)`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'karyana-e2e-'));
  const env = {
    ...process.env,
    KARYANA_DATA_DIR: dataDir,
    KARYANA_WEB_DIR: webDir(),
    ...extraEnv,
  };
  delete env.KARYANA_PORT;
  // X-Forwarded-For from 127.0.0.1 is believed, so graphql() below can give each customer it
  // registers a client address of its own, within the per-address limits (docs/security.md).
  const child = spawn(bin, ['serve', '--port', '0', '--trust-proxy', '127.0.0.1'], { env, stdio: ['ignore', 'pipe', 'pipe'] });

  let log = '';
  const remember = (line) => {
    log += `${line}\n`;
    if (log.length > 20_000) log = log.slice(-20_000);
  };
  createInterface({ input: child.stderr }).on('line', remember);
  const stdout = createInterface({ input: child.stdout });

  const url = await new Promise((resolveUrl, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`karyana did not start within ${START_TIMEOUT_MS} ms:\n${log}`));
    }, START_TIMEOUT_MS);
    stdout.on('line', (line) => {
      remember(line);
      const match = LISTENING.exec(line);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`karyana exited early (code ${code}, signal ${signal}):\n${log}`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  }).catch(async (error) => {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  // dataDir: the server's data folder, where outbox.jsonl collects the SMS and e-mails it sends.
  return { url, dataDir, stop, output: () => log };
}

let registrations = 0;

/** A GraphQL query against the running server (to learn what the page should show). */
export async function graphql(baseUrl, query, variables = {}, token = null) {
  const headers = { 'content-type': 'application/json', accept: 'application/json' };
  if (/\bregisterClient\b/.test(query)) {
    // A fresh client address per registration (198.18.0.0/15, the benchmarking range).
    registrations += 1;
    headers['x-forwarded-for'] = `198.${18 + ((registrations >> 16) & 1)}.${(registrations >> 8) & 255}.${registrations & 255}`;
  }
  if (token) {
    headers.token = token;
    headers.authorization = `Bearer ${token}`;
  }
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  if (!response.ok) throw new Error(`GraphQL HTTP ${response.status}: ${await response.text()}`);
  const body = await response.json();
  if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}
