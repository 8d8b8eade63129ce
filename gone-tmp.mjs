import { spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
const dir = fs.mkdtempSync('/tmp/gone-');
const port = 3488;
import { spawnSync } from 'node:child_process';
console.log(spawnSync(process.execPath, ['apps/server/dist/create-admin.js', '--email', 'boss@example.com', '--name', 'Boss', '--password', 'Boss#Password1'], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: process.env.DB || '' }, encoding: 'utf8' }).stdout);
const child = spawn(process.execPath, ['apps/server/dist/main.js'], { env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', RATE_LIMITS: '0', SEED_DEMO: '0', LOG_LEVEL: 'info', DATABASE_URL: process.env.DB || '' } });
let out = ''; child.stdout.on('data', (d) => (out += d)); child.stderr.on('data', (d) => (out += d));
while (!out.includes('ready')) await new Promise((r) => setTimeout(r, 100));
for (let i = 0; i < 10; i++) {
  const body = JSON.stringify({ email: 'boss@example.com', password: 'Boss#Password1' });
  const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  req.on('error', () => undefined);
  req.end(body);
  setTimeout(() => req.destroy(), 10 + 5 * i);
}
await new Promise((r) => setTimeout(r, Number(process.env.WAIT || 40)));
child.kill('SIGTERM');
await new Promise((r) => child.on('exit', r));
console.log(out.split('\n').map((l) => { try { const j = JSON.parse(l); return `${j.level} ${j.msg} ${j.status ?? ''} ${j.err?.message?.slice(0, 80) ?? ''}`; } catch { return l; } }).join('\n'));
