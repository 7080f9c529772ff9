import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers with the portal's Content-Security-Policy. `upgrade-insecure-requests` only
 * when the portal is served over HTTPS (PUBLIC_URL https://...): over plain HTTP on any host but
 * localhost it makes the browser fetch every script and style over https://, and the page stays
 * blank (a LAN address, a VM, a container).
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const https = publicUrl.toLowerCase().startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // Promo videos of company profiles, loaded only when a visitor presses play.
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
  });
}
