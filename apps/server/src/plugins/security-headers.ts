import { createHash } from 'node:crypto';
import { EARLY_INPUT_SCRIPT } from '@portal/contracts/public/early-input';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The one inline script the portal writes (a public page's early-input holder), allowed by its hash. */
export const EARLY_INPUT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

/**
 * Helmet's headers with the portal's Content-Security-Policy. `upgrade-insecure-requests` only
 * when the portal is served over HTTPS (PUBLIC_URL https://...): over plain HTTP on any host but
 * localhost it makes the browser fetch every script and style over https://, and the page stays
 * blank (a LAN address, a VM, a container).
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string, biReportUrl?: string) {
  // The external BI report's origin (BI_REPORT_URL), the one outside page the insights frame.
  const biReport = biReportUrl ? [new URL(biReportUrl).origin] : [];
  const https = publicUrl.toLowerCase().startsWith('https:');
  // Helmet's middleware is built once: @fastify/helmet built it again for every request (its
  // directives parsed anew, a few per cent of a short request's time).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", EARLY_INPUT_SCRIPT_SOURCE],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // Promo videos of company profiles, loaded only when a visitor presses play; and the PDF
        // previews (agendas, reports), which frame a blob: URL the page made from the download.
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'blob:', ...biReport],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
