// The browser suite's servers, one per Playwright worker (playwright.config.ts), all started at once.
// Playwright starts the entries of `webServer` one after another, each once the one before it answers,
// so N entries cost the sum of N start-ups; its one entry is this script, which costs the slowest one.
//
//   E2E_SERVERS='[{ "name": "server-0", "url": "http://localhost:3100", "env": { ... } }, ...]' \
//     node e2e/servers.mjs <server entry (dist/main.js)>
//
// Prints "servers ready" once every server answers /api/health (Playwright waits for that line), then
// keeps them running. Every server is stopped, and this script exits, when one of them stops, when it is
// told to (SIGTERM, SIGINT, SIGHUP) and when Playwright goes away (its pipe to our stdin closes); at the
// end of a run Playwright kills this process group, the servers with it.
import { spawn } from 'node:child_process';
import net from 'node:net';
import readline from 'node:readline';

const entry = process.argv[2];
/** @type {{ name: string, url: string, env: Record<string, string> }[]} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
if (!entry || servers.length === 0) {
  console.error('usage: E2E_SERVERS=<JSON list of { name, url, env }> node e2e/servers.mjs <server entry>');
  process.exit(2);
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  process.exit(code);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stopAll(1));
process.stdin.on('end', () => stopAll(1));
process.stdin.resume();

/** Whether something already listens on the port (a server left over from another run would answer our checks). */
function portTaken(port) {
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
for (const { name, url } of servers) {
  if (await portTaken(new URL(url).port)) {
    console.error(`${name}: ${url} is already in use; stop whatever listens there (a server left from another run?) and start again.`);
    process.exit(1);
  }
}

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
async function startOne({ name, url, env }) {
  const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  readline.createInterface({ input: child.stderr }).on('line', (line) => console.error(`[${name}] ${line}`));
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the other servers.`);
    stopAll(1);
  });
  // Polled every 100 ms (Playwright's own check waits up to a second between tries).
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return `${name} ${seconds(started)} s`;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const times = await Promise.all(servers.map(startOne));
console.error(`${servers.length} servers ready in ${seconds(started)} s (${times.join(', ')})`);
console.log('servers ready');
