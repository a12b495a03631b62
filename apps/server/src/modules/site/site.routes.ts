/**
 * What the web app needs to know about the host it is served on (doc 1 §1 partner host):
 *   GET /api/site  public  → SiteInfo {partner: {supportEmail, appBarColor, appBarTextColor} | null, devRoutes}
 * The partner is looked up by the request's host name (Host header, without port) in PARTNER_HOSTS;
 * `devRoutes` says whether the dev-only routes (the dev outbox) are served (DEV_ROUTES).
 */
import type { FastifyInstance } from 'fastify';
import { siteInfoSchema, textColorOn, type SiteInfo } from '@udlejning/shared/site/partner';
import { devRoutesEnabled } from '../../platform/env';

export async function siteRoutes(fastify: FastifyInstance) {
  const { deps } = fastify;
  fastify.get(
    '/api/site',
    {
      config: { auth: 'public' },
      schema: { operationId: 'getSiteInfo', summary: "The request host's partner settings", response: { 200: siteInfoSchema } },
    },
    async (req, reply): Promise<SiteInfo> => {
      const partner = deps.env.PARTNER_HOSTS[req.hostname.toLowerCase()];
      // the reply depends on the host: caches keep one per host
      reply.header('vary', 'host').header('cache-control', 'public, max-age=300');
      return {
        partner: partner ? { ...partner, appBarTextColor: textColorOn(partner.appBarColor) } : null,
        devRoutes: devRoutesEnabled(deps.env),
      };
    },
  );
}
