import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { tempDir } from './test-run.ts';

/**
 * What a real deployment meets on the wire: raw requests that Node's parser refuses, paths
 * that climb out of the web root, the CSP over plain HTTP, compressed and cached web files.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are (no client normalises the path or checks the headers) and reads the answer. */
function raw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', (e) => (chunks.length ? undefined : reject(e)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      let body = rest.join('\r\n\r\n');
      if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  while (rest.length) {
    const i = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, i), 16);
    if (!size) break;
    out += rest.slice(i + 2, i + 2 + size);
    rest = rest.slice(i + 2 + size + 2);
  }
  return out;
}

const get = (url: string, headers = '') => `GET ${url} HTTP/1.1\r\nHost: portal.test\r\n${headers}Connection: close\r\n\r\n`;

const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;

let t: TestApp;
let port: number;
let webDist: string;
beforeAll(async () => {
  webDist = tempDir('web');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Market Access</title><div id="root"></div>');
  // What the web build writes (apps/web/vite.config.ts): each file beside its brotli and gzip copies.
  const asset = path.join(webDist, 'assets/index-Ab12Cd34.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  t = await createTestApp({ WEB_DIST: webDist });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const errorFormat = (body: string) => {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(json).sort()).toEqual(['code', 'message']);
  expect(json.code).toMatch(/^[a-z_]+$/);
  return json;
};

describe('answers refused by the HTTP parser or the router', () => {
  it('431: headers too large, in the error format', async () => {
    const r = await raw(port, get('/', `X-Big: ${'a'.repeat(20000)}\r\n`));
    expect(r.status).toBe(431);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(errorFormat(r.body).code).toBe('headers_too_large');
  });

  it('400: an invalid header (no colon, a control character), in the error format', async () => {
    for (const header of ['Bad Header\r\n', 'X-A: a\u0001b\r\n']) {
      const r = await raw(port, get('/api/health', header));
      expect(r.status).toBe(400);
      expect(errorFormat(r.body).code).toBe('validation_error');
    }
  });

  it('400: a malformed percent-encoding in the path, in the error format', async () => {
    for (const url of ['/%zz', '/api/Company/%zz', '/assets/%E0%A4%A']) {
      const r = await raw(port, get(url));
      expect(r.status, url).toBe(400);
      expect(errorFormat(r.body).code).toBe('validation_error');
    }
  });

  it('`../` paths never leave the web root and answer in the error format', async () => {
    for (const url of [
      '/../package.json',
      '/assets/../../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/api/../../etc/passwd',
      '/assets/..%5c..%5cpackage.json',
    ]) {
      const r = await raw(port, get(url));
      expect(r.status, url).toBeGreaterThanOrEqual(400);
      expect(r.status, url).toBeLessThan(500);
      const body = errorFormat(r.body);
      expect(['forbidden', 'not_found']).toContain(body.code);
    }
  });
});

describe('the web app over the network', () => {
  it('CSP over plain HTTP: no upgrade-insecure-requests, the other protections kept', async () => {
    const r = await raw(port, get('/'));
    expect(r.status).toBe(200);
    const csp = r.headers['content-security-policy'];
    expect(csp).not.toContain('upgrade-insecure-requests');
    for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'self'", "base-uri 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('hashed assets: brotli or gzip by Accept-Encoding, cached for a year', async () => {
    const br = await fetch(`http://127.0.0.1:${port}/assets/index-Ab12Cd34.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await br.text()).toBe(script);
    const gz = await raw(port, get('/assets/index-Ab12Cd34.js', 'Accept-Encoding: gzip, deflate\r\n'));
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(zlib.gzipSync(script).length);
    const plain = await raw(port, get('/assets/index-Ab12Cd34.js'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('index.html is revalidated on every visit, at / and at the app routes', async () => {
    for (const url of ['/', '/index.html', '/company/profile']) {
      const r = await raw(port, get(url));
      expect(r.status, url).toBe(200);
      expect(r.headers['content-type'], url).toMatch(/^text\/html/);
      expect(r.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('GET /api/health checks the database and is public', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok' });
  });
});

describe('CSP behind HTTPS', () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ PUBLIC_URL: 'https://portal.example.org', WEB_DIST: webDist });
  });

  it('keeps upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const r = await https.app.inject({ method: 'GET', url: '/' });
    expect(String(r.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
