// Starts the real karyana binary for a test file and stops it again.
//
//   const server = await startServer();      // `karyana serve` on a free port, fresh data dir
//   await fetch(`${server.url}/healthz`);
//   await server.stop();                      // SIGTERM, waits for a clean exit
//
// Environment: KARYANA_BIN (default <repo>/build/server/karyana), KARYANA_START_TIMEOUT_MS
// (default 180000: the first start on an empty data folder seeds the demo store).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
export const binary = process.env.KARYANA_BIN ?? path.join(repoRoot, 'build/server/karyana');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function startServer({ env = {}, args = [], timeoutMs } = {}) {
  const startTimeout = timeoutMs ?? Number(process.env.KARYANA_START_TIMEOUT_MS ?? 180000);
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'karyana-it-'));
  const output = [];
  const child = spawn(binary, ['serve', ...args], {
    cwd: repoRoot, // relative defaults such as web/dist resolve against the checkout
    env: {
      ...process.env,
      KARYANA_PORT: String(port),
      KARYANA_HOST: '127.0.0.1',
      KARYANA_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
    child.on('error', (error) => {
      exited = { code: null, signal: null, error };
      resolve(exited);
    });
  });

  const url = `http://127.0.0.1:${port}`;
  const logs = () => output.join('\n');
  const deadline = Date.now() + startTimeout;
  for (;;) {
    if (exited) {
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`karyana exited during start (${JSON.stringify(exited)}): ${binary}\n${logs()}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exit;
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`karyana did not answer /healthz within ${startTimeout} ms\n${logs()}`);
    }
    await sleep(100);
  }

  // Stops with SIGTERM and resolves with { code, signal } once the process has exited.
  async function stop({ timeoutMs: stopTimeout = 15000 } = {}) {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = sleep(stopTimeout).then(() => 'timeout');
      if ((await Promise.race([exit, timer])) === 'timeout') {
        child.kill('SIGKILL');
        await exit;
        await rm(dataDir, { recursive: true, force: true });
        throw new Error(`karyana did not stop within ${stopTimeout} ms of SIGTERM\n${logs()}`);
      }
    }
    await rm(dataDir, { recursive: true, force: true });
    return exited;
  }

  return {
    port,
    url,
    graphqlUrl: `${url}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    dataDir,
    child,
    exited: () => exited,
    logs,
    stop,
  };
}

// POSTs a GraphQL request the way Apollo Client 4 does.
export async function graphql(server, query, { variables, operationName, headers = {} } = {}) {
  const res = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json,application/json;q=0.9',
      ...headers,
    },
    body: JSON.stringify({ query, variables, operationName }),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
