/**
 * REST of a listing's public page (docs/architecture.md "Messages and the public listing page"; no login: auth 'public'):
 *   GET  /api/public/dwellings/:uuid           → PublicListing (approved and active only, else 404)
 *   POST /api/public/dwellings/:uuid/clicks    → 204 (a CLICK; sets the `uv` visitor cookie when missing)
 *   POST /api/public/dwellings/:uuid/shares    → 204 (a FACEBOOK_SHARE)
 *   POST /api/public/dwellings/:uuid/contact {name, email, text} → 201 { threadId } | 403 CONTACT_FORBIDDEN
 *   POST /api/public/seekers/sign-in {email, dwellingUuid} → 202 (mails a sign-in link)
 *   POST /api/public/seekers/session {token}   → { seeker } and the `useeker` cookie (a link works once)
 *   GET  /api/public/seekers/me                → { seeker | null }
 *   POST /api/public/seekers/sign-out          → 204 (session revoked on the server, cookie cleared)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactSchema, seekerSessionSchema, seekerSignInSchema } from '@udlejning/shared/public-listing/listing';
import { pathParams } from '../../platform/http/route-pipeline';
import { threadIdReplySchema } from '@udlejning/shared/messages/replies';
import {
  currentSeekerReplySchema,
  publicListingSchema,
  seekerSessionReplySchema,
  seekerSignInReplySchema,
} from '@udlejning/shared/public-listing/replies';
import { defineRateLimit } from '../../platform/http/rate-limit';
import { requestLanguage } from '../../platform/http/request-language';
import {
  completeSeekerSignIn,
  contactLandlord,
  currentSeeker,
  getPublicListing,
  publicSeeker,
  recordClick,
  recordShare,
  requestSeekerSignIn,
} from './public-listing.service';
import { endSeekerSession, seekerUuidOf, startSeekerSession, visitorKeyOf } from './seeker-session';

const HOUR = 3600;
/** Messages from one address per hour (spam through the public form). */
export const contactsByIp = defineRateLimit({ name: 'public-contact-ip', points: 30, durationSeconds: HOUR });
/** Sign-in mails asked for from one address per hour. */
export const seekerSignInsByIp = defineRateLimit({ name: 'seeker-sign-in-ip', points: 10, durationSeconds: HOUR });

const open = { config: { auth: 'public' } } as const;
/** A public route answering `status` (the OpenAPI document's success reply). */
const openWith = (status: 201 | 202 | 204, description: string) =>
  ({ config: { auth: 'public', replies: { [status]: description } } }) as const;
const uuidParams = pathParams('uuid');

export async function publicListingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/public/dwellings/:uuid',
    {
      ...open,
      schema: {
        operationId: 'getPublicListing',
        summary: "An approved listing's public page, and whether the visitor may write",
        params: uuidParams,
        response: { 200: publicListingSchema },
      },
    },
    async (req, reply) => {
      const listing = await getPublicListing(deps, req.params.uuid, await seekerUuidOf(deps, req));
      return reply.header('cache-control', 'private, no-store').send(listing);
    },
  );
  app.post(
    '/api/public/dwellings/:uuid/clicks',
    {
      ...openWith(204, 'Counted'),
      schema: { operationId: 'recordClick', summary: 'Count a click on a listing', params: uuidParams },
    },
    async (req, reply) => {
      await recordClick(deps, req.params.uuid, visitorKeyOf(deps, req, reply));
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/public/dwellings/:uuid/shares',
    {
      ...openWith(204, 'Counted'),
      schema: { operationId: 'recordShare', summary: 'Count a share of a listing', params: uuidParams },
    },
    async (req, reply) => {
      await recordShare(deps, req.params.uuid);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/public/dwellings/:uuid/contact',
    {
      ...openWith(201, 'The message, sent to the landlord'),
      schema: {
        operationId: 'contactLandlord',
        summary: "Write to a listing's landlord",
        params: uuidParams,
        body: contactSchema,
        response: { 201: threadIdReplySchema },
      },
    },
    async (req, reply) => {
      await contactsByIp.consume(deps.db, req.ip);
      const result = await contactLandlord(deps, req.params.uuid, await seekerUuidOf(deps, req), req.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/public/seekers/sign-in',
    {
      ...openWith(202, 'A sign-in link is mailed'),
      schema: {
        operationId: 'requestSeekerSignIn',
        summary: 'Mail a seeker a sign-in link',
        body: seekerSignInSchema,
        response: { 202: seekerSignInReplySchema },
      },
    },
    async (req, reply) => {
      await seekerSignInsByIp.consume(deps.db, req.ip);
      await requestSeekerSignIn(deps, req.body, requestLanguage(req));
      return reply.status(202).send({ sent: true });
    },
  );
  app.post(
    '/api/public/seekers/session',
    {
      ...open,
      schema: {
        operationId: 'startSeekerSession',
        summary: "Sign a seeker in with the mailed link's token (sets the session cookie)",
        body: seekerSessionSchema,
        response: { 200: seekerSessionReplySchema },
      },
    },
    async (req, reply) => {
      const { seeker, sessionId } = await completeSeekerSignIn(deps, req.body.token);
      await startSeekerSession(deps, reply, seeker.uuid, sessionId);
      return reply.send({ seeker: publicSeeker(seeker) });
    },
  );
  app.get(
    '/api/public/seekers/me',
    {
      ...open,
      schema: {
        operationId: 'getCurrentSeeker',
        summary: 'The signed-in seeker, or null',
        response: { 200: currentSeekerReplySchema },
      },
    },
    async (req, reply) => {
      const seeker = await currentSeeker(deps, await seekerUuidOf(deps, req));
      return reply.header('cache-control', 'private, no-store').send({ seeker: seeker ? publicSeeker(seeker) : null });
    },
  );
  app.post(
    '/api/public/seekers/sign-out',
    { ...openWith(204, 'Signed out'), schema: { operationId: 'endSeekerSession', summary: "End the seeker's session" } },
    async (req, reply) => {
      await endSeekerSession(deps, req, reply);
      return reply.status(204).send();
    },
  );
}
