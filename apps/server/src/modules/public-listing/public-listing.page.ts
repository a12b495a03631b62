/**
 * The server's description of `/bolig/:uuid` (docs/architecture.md "Messages and the public listing page"): the listing's headline as the page title,
 * its description and first picture as the preview a shared link shows (Open Graph). An unknown or
 * non-public listing is no page (404).
 */
import { dwellingImageUrl } from '@udlejning/shared/dwellings/image-url';
import type { Deps } from '../../platform/deps';
import type { DescribedPage } from '../../platform/http/web-app';
import { publicListingLink } from '../messages/messages.mails';
import { findPublicDwelling } from './public-listing.repository';

/** The app's title suffix, as every page title (doc 1 §1, PageHeading). */
const APP_TITLE = 'Udlejning';

export function publicListingPage(deps: Deps): DescribedPage {
  return {
    path: '/bolig/:uuid',
    meta: async ({ uuid }) => {
      const row = uuid ? await findPublicDwelling(deps.db, uuid) : null;
      if (!row) return null;
      const location = row.location as { address?: string | null; city?: string | null };
      const headline = row.headline ?? location.city ?? APP_TITLE;
      const first = (row.images ?? [])[0];
      return {
        title: `${headline} – ${APP_TITLE}`,
        description: row.description ?? headline,
        url: publicListingLink(deps, row.uuid),
        image: first ? `${deps.publicUrl.replace(/\/+$/, '')}${dwellingImageUrl(first)}` : null,
      };
    },
  };
}
