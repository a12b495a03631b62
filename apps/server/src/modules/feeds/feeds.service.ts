/**
 * The listing feed (doc 1 §3, §6 feedToken; README "Listing feed"): a read-only list of
 * one user's APPROVED, active dwellings for partner sites, opened by the user's feed token, as
 * JSON or RSS 2.0. The fields are the listing's public page's (presentPublicListing: hidden
 * address and phone stay hidden) plus its absolute page URL; an unknown, revoked or deleted
 * user's token is 404 NOT_FOUND.
 */
import type { Feed } from '@udlejning/shared/public-listing/replies';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { presentPublicListing } from '../public-listing/public-listing.presenter';
import { findFeedDwellings, findFeedOwner } from './feeds.repository';

/** Most listings in one feed. */
export const FEED_MAX_ITEMS = 500;

export type { Feed, FeedItem } from '@udlejning/shared/public-listing/replies';

const absolute = (base: string, path: string) => new URL(path, base).toString();

/** The feed of the user holding `feedToken`; 404 NOT_FOUND for an unknown or revoked token. */
export async function getFeed(deps: Deps, feedToken: string): Promise<Feed> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(feedToken)) throw new AppError('NOT_FOUND');
  const owner = await findFeedOwner(deps.db, feedToken);
  if (!owner) throw new AppError('NOT_FOUND');
  const rows = await findFeedDwellings(deps.db, owner.id, FEED_MAX_ITEMS);
  const name = owner.company || `${owner.firstname} ${owner.lastname}`.trim();
  return {
    title: `Udlejning – ${name}`,
    landlord: { uuid: owner.uuid, name },
    generatedAt: deps.now().toISOString(),
    items: rows.map((row) => {
      const { viewer: _viewer, images, ...listing } = presentPublicListing(row, null);
      return {
        ...listing,
        url: absolute(deps.publicUrl, `/bolig/${row.uuid}`),
        images: images.map((path) => absolute(deps.publicUrl, path)),
        approvedAt: row.approvedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
      };
    }),
  };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text safe inside an XML element or attribute (control characters XML 1.0 forbids are dropped). */
export const escapeXml = (s: string) =>
  // eslint-disable-next-line no-control-regex
  s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const element = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${escapeXml(String(value))}</${name}>`;

/** Whole kroner with Danish thousands dots (rent is stored in øre). */
const KR = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });

/** The feed as RSS 2.0: one <item> per listing; rent and the like in the description. */
export function feedToRss(feed: Feed, selfUrl: string): string {
  const items = feed.items.map((item) => {
    const place = [item.address, [item.zip, item.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    const facts = [
      place,
      item.rent !== null ? `${KR.format(item.rent / 100)} kr./md.` : null,
      item.rooms ? `${item.rooms} vær.` : null,
      item.area ? `${item.area} m²` : null,
    ]
      .filter(Boolean)
      .join(' · ');
    return [
      '<item>',
      element('title', item.headline ?? place),
      element('link', item.url),
      `<guid isPermaLink="false">${escapeXml(item.uuid)}</guid>`,
      element('description', [facts, item.description].filter(Boolean).join('\n\n')),
      item.approvedAt ? element('pubDate', new Date(item.approvedAt).toUTCString()) : '',
      ...item.images.slice(0, 1).map((src) => `<enclosure url="${escapeXml(src)}" type="image/webp" length="0"/>`),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    element('title', feed.title),
    element('link', selfUrl),
    `<atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    element('description', `Boliger fra ${feed.landlord.name}`),
    element('lastBuildDate', new Date(feed.generatedAt).toUTCString()),
    ...items,
    '</channel></rss>',
  ].join('\n');
}
