// Runs a command (the integration suite) with ONE private PostgreSQL cluster for all its test files:
//   KARYANA_TEST_DATABASE=postgres node with_postgres.mjs node --test --test-concurrency=1 [files]
// The cluster's socket folder reaches the files as KARYANA_TEST_PG_SOCKET (harness.mjs gives each
// started server a fresh database in it); the cluster stops when the command ends or on Ctrl-C.
import { spawn } from 'node:child_process';
import { startCluster, stopAtExit } from './postgres_cluster.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node with_postgres.mjs COMMAND [ARGS...]');
  process.exit(2);
}
const cluster = startCluster();
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, KARYANA_TEST_DATABASE: 'postgres', KARYANA_TEST_PG_SOCKET: cluster.socketDir },
});
// A signal for us is one for the suite too (a Ctrl-C reaches both; a kill of our pid alone does not).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
stopAtExit(cluster);
child.on('exit', (code, signal) => {
  cluster.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
