// Reads the messages the server "sent": without a mail or SMS gateway they are appended to
// <data dir>/outbox.jsonl, one JSON object per line {channel, to, subject, body, created_at}.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const ORDER_CONFIRMATION = /^Karyana: your order #/;

export async function readOutbox(dataDir) {
  let text = '';
  try {
    text = await readFile(join(dataDir, 'outbox.jsonl'), 'utf8');
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

/**
 * Waits for the newest message matching `match` that was not in `seenBefore` (a count from an
 * earlier readOutbox), and returns the code of `digits` digits in its body.
 */
export async function waitForCode(dataDir, { channel, to, digits, seenBefore = 0, timeoutMs = 15_000 }) {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`\\b(\\d{${digits}})\\b`);
  while (Date.now() < deadline) {
    const messages = (await readOutbox(dataDir)).slice(seenBefore);
    // Order confirmations go to the same phone and carry dates and amounts, not codes.
    const found = messages
      .filter((m) => m.channel === channel && m.to === to && !ORDER_CONFIRMATION.test(m.body))
      .at(-1);
    const code = found && pattern.exec(found.body)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${channel} with a ${digits}-digit code to ${to} within ${timeoutMs} ms`);
}
