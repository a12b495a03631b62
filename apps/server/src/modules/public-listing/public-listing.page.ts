/**
 * The server's description of `/bolig/:uuid` (docs/architecture.md "Messages and the public listing page"): the listing's headline as the page title,
 * its description and first picture as the preview a shared link shows (Open Graph), its canonical URL, schema.org
 * JSON-LD, the first picture preloaded and the listing as plain HTML for crawlers (public-listing.html.ts), and the listing as
 * GET /api/public/dwellings/{uuid} would answer this visitor (seeker cookie included), embedded so the page
 * renders without asking (docs/architecture.md "Front-end loading"). An unknown or non-public listing is no page (404).
 */
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps';
import type { DescribedPage } from '../../platform/http/web-app';
import { publicListingLink } from '../messages/messages.mails';
import { listingBodyHtml, listingJsonLd } from './public-listing.html';
import { findPublicListing } from './public-listing.service';
import { seekerUuidOf } from './seeker-session';

/** The app's title suffix, as every page title (doc 1 §1, PageHeading). */
const APP_TITLE = 'Udlejning';

export function publicListingPage(deps: Deps): DescribedPage {
  return {
    path: '/bolig/:uuid',
    describe: async (req: FastifyRequest) => {
      const { uuid } = req.params as { uuid?: string };
      const listing = uuid ? await findPublicListing(deps, uuid, await seekerUuidOf(deps, req)) : null;
      if (!listing) return null;
      const headline = listing.headline ?? listing.city ?? APP_TITLE;
      const base = deps.publicUrl.replace(/\/+$/, '');
      const images = listing.images.map((src) => `${base}${src}`);
      const url = publicListingLink(deps, listing.uuid);
      return {
        meta: {
          title: `${headline} – ${APP_TITLE}`,
          description: listing.description ?? headline,
          url,
          image: images[0] ?? null,
        },
        jsonLd: listingJsonLd(listing, url, images),
        html: listingBodyHtml(listing),
        // the photo the page shows first, as ListingPhotos asks for it (same URL, so one download)
        preloadImage: listing.images[0] ?? null,
        // the path exactly as the web app asks it (modules/public-listing/api.ts usePublicListing)
        data: { path: `/api/public/dwellings/${encodeURIComponent(listing.uuid)}`, body: listing },
      };
    },
  };
}
