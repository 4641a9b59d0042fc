import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, type PagePolicySources } from './content-security-policy';

/**
 * Helmet's security headers on every answer, with the web app's Content-Security-Policy. No
 * upgrade-insecure-requests (a server reached over plain HTTP on a LAN would break its own page), and HSTS for this
 * host only, since the app does not own its domain's other hosts.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  sources: PagePolicySources,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(sources),
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    // The same refusal as the policy's frame-ancestors 'none', for browsers that read only X-Frame-Options.
    frameguard: { action: 'deny' },
  });
}
