import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { InjectOptions } from 'fastify';
import type { TestApp } from './app';
import { createOrPromoteAdmin } from '../../src/modules/users/create-admin';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A browser-like API client: keeps cookies between requests, like a real session. */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    private readonly t: TestApp,
    public ip = '10.0.0.1',
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: Method, url: string, body?: unknown, extra: Partial<InjectOptions> = {}) {
    const res = await this.t.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: { ...(this.cookies.size ? { cookie: this.cookieHeader } : {}), ...(extra.headers ?? {}) },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      ...extra,
    } as InjectOptions);
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  get = (url: string, extra?: Partial<InjectOptions>) => this.request('GET', url, undefined, extra);
  post = (url: string, body?: unknown, extra?: Partial<InjectOptions>) => this.request('POST', url, body, extra);
  put = (url: string, body?: unknown, extra?: Partial<InjectOptions>) => this.request('PUT', url, body, extra);
  patch = (url: string, body?: unknown, extra?: Partial<InjectOptions>) => this.request('PATCH', url, body, extra);
  delete = (url: string, extra?: Partial<InjectOptions>) => this.request('DELETE', url, undefined, extra);
}

export interface ParsedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  file: string;
}

/** Every message delivered to DATA_DIR/outbox so far, oldest first, parsed from the .eml files. */
export async function readOutbox(t: TestApp): Promise<ParsedMail[]> {
  await t.ctx.mailer.drain();
  const dir = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (f) => {
      const m = await simpleParser(fs.readFileSync(path.join(dir, f)));
      const to = Array.isArray(m.to) ? m.to[0]?.text : m.to?.text;
      return { to: to ?? '', subject: m.subject ?? '', text: m.text ?? '', html: typeof m.html === 'string' ? m.html : '', file: f };
    }),
  );
}

export async function lastMailTo(t: TestApp, email: string): Promise<ParsedMail> {
  const mails = (await readOutbox(t)).filter((m) => m.to.toLowerCase() === email.toLowerCase());
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  return last;
}

export const codeFrom = (mail: ParsedMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

let seq = 0;
export function newSignup(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: `Student ${seq}`,
    email: `student${seq}-${Date.now()}@example.com`,
    password: 'Sewing#Machine1',
    phone: '+234 801 234 5678',
    dob: '2000-01-15',
    country: 'Nigeria',
    ...overrides,
  };
}

/** A signed-in, verified student through the real API (sign-up, mailed code, verify, login). */
export async function verifiedStudent(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = newSignup(overrides);
  const client = new Client(t);
  const res = await client.post('/api/auth/signup', body);
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  const code = codeFrom(await lastMailTo(t, body.email));
  const v = await client.post('/api/auth/verify-email', { code });
  if (v.statusCode !== 200) throw new Error(`verify failed: ${v.body}`);
  const login = await client.post('/api/auth/login', { email: body.email, password: body.password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { client, user: login.json().user as { _id: string; email: string; name: string }, password: body.password };
}

/** A signed-in admin made the way operators make one (create-admin). */
export async function signedInAdmin(t: TestApp, email = `admin-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`) {
  const password = 'Admin#Password1';
  await createOrPromoteAdmin(t.ctx.db, { email, name: 'Test Admin', password });
  const client = new Client(t);
  const res = await client.post('/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  return { client, user: res.json().user as { _id: string; email: string; name: string } };
}
