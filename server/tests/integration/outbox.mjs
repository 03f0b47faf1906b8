// Reads what the server's outbox dispatcher wrote to <data dir>/outbox.jsonl: one JSON message
// a line, {channel, to, subject, body, created_at}.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { sleep } from './subscriber.mjs';

export async function readOutbox(dataDir) {
  const text = await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

// The messages matching `predicate`, once there is at least `count` of them.
export async function waitForMessages(dataDir, predicate, what, { count = 1, timeoutMs = 15000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dataDir)).filter(predicate);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`no outbox message ${what} in ${path.join(dataDir, 'outbox.jsonl')}`);
    await sleep(100);
  }
}

// The run of `digits` digits in the newest message matching `predicate` (after `count - 1` older ones).
export async function codeFromOutbox(dataDir, predicate, what, { digits = 4, count = 1, timeoutMs } = {}) {
  const newest = (await waitForMessages(dataDir, predicate, what, { count, timeoutMs })).at(-1);
  const match = new RegExp(`\\b(\\d{${digits}})\\b`).exec(newest.body);
  if (!match) throw new Error(`no ${digits}-digit code in ${newest.body}`);
  return match[1];
}

export const smsTo = (digits) => (m) => m.channel === 'sms' && String(m.to).endsWith(digits);
