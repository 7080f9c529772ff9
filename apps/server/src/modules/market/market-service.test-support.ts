import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A market-information service for tests: a real HTTP server on the loopback address that
 * answers the contract's shapes for a few known requests, and counts what it was asked.
 * `mode` makes it fail: answer 500, answer a wrong shape, or answer after `delayMs`.
 */
export interface FakeMarketService {
  url: string;
  /** The paths asked, in order. */
  requests: string[];
  mode: 'ok' | 'error' | 'wrong-shape' | 'slow';
  delayMs: number;
  close(): Promise<void>;
}

export const FAKE_INDICATORS = [
  { id: 'GFDD.DI.01', name: 'Private credit by deposit money banks to GDP (%)' },
  { id: 'GFDD.OI.02', name: 'Bank deposits to GDP (%)' },
];

const answers: Record<string, unknown> = {
  '/global-financial-development/indicators': FAKE_INDICATORS,
  '/global-financial-development/GFDD.DI.01/SRB': {
    indicator: FAKE_INDICATORS[0],
    country: 'SRB',
    values: [
      { year: 2020, value: 41.2 },
      { year: 2021, value: 42.7 },
    ],
  },
  '/trade-map/SRB/DEU/export': {
    reporter: 'SRB',
    partner: 'DEU',
    type: 'export',
    rows: [
      { productCode: '85', productName: 'Electrical machinery and equipment', year: 2023, value: 1_830_000_000 },
      { productCode: '40', productName: 'Rubber and articles thereof', year: 2023, value: 610_000_000 },
    ],
  },
};

export async function startFakeMarketService(): Promise<FakeMarketService> {
  const sockets = new Set<import('node:net').Socket>();
  const service: FakeMarketService = {
    url: '',
    requests: [],
    mode: 'ok',
    delayMs: 0,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/base/, '');
    service.requests.push(path);
    const send = () => {
      if (service.mode === 'error') return res.writeHead(500).end('down');
      const answer = service.mode === 'wrong-shape' ? { unexpected: true } : answers[path];
      if (answer === undefined) return res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no data"}');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    };
    if (service.mode === 'slow') setTimeout(send, service.delayMs);
    else send();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Under a path, as a service behind a proxy would be: the portal keeps the base's path.
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/base`;
  return service;
}
