/**
 * The landlord's links to their listing's public page `/bolig/<uuid>` (doc 2 §1; docs/architecture.md "Messages and
 * the public listing page"): shown only while the public API shows the listing (APPROVED and active), copied as an
 * absolute URL, and shared on Facebook, counted as the public page counts its shares (FACEBOOK_SHARE).
 */
import { useTranslation } from 'react-i18next';
import type { DwellingStatus } from '@udlejning/shared/dwellings/status';
import { useSnackbar } from '../../ui/toast/toast';

/** True when GET /api/public/dwellings/{uuid} shows the listing: APPROVED and active (the real status, not the displayed one). */
export const isPublicListing = (d: { status: DwellingStatus; active: boolean }): boolean =>
  d.status === 'APPROVED' && d.active;

/**
 * Counts a Facebook share (POST /api/public/dwellings/{uuid}/shares, keepalive), as the public page's button does
 * (public-listing/api.ts recordShare). Not imported from there: the landlords' list and the public page are
 * separate first-page chunks, and a module both use would add a file to the public page (docs/architecture.md
 * "Front-end loading").
 */
function recordShare(uuid: string): void {
  void fetch(`/api/public/dwellings/${encodeURIComponent(uuid)}/shares`, { method: 'POST', keepalive: true }).catch(
    () => undefined,
  );
}

/** The public page's path, `/bolig/<uuid>`. */
export const publicListingPath = (uuid: string): string => `/bolig/${encodeURIComponent(uuid)}`;

/** The public page's absolute URL on this site (what "Kopiér link" copies and Facebook is given). */
export const publicListingUrl = (uuid: string): string => `${window.location.origin}${publicListingPath(uuid)}`;

/** Facebook's sharer for the public page. */
export const facebookShareUrl = (uuid: string): string =>
  `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(publicListingUrl(uuid))}`;

/**
 * `copy()` puts the public page's absolute URL on the clipboard and says so in a toast ("Linket er kopieret"), or
 * says it could not (no clipboard: an insecure origin, a refused permission) and shows the link; `share()` counts a
 * FACEBOOK_SHARE (call it from the click on a link to `facebookShareUrl`).
 */
export function usePublicLinkActions(uuid: string) {
  const { t } = useTranslation('lifecycle');
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    const url = publicListingUrl(uuid);
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(t('publicLink.copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('publicLink.copyFailed', { url }), { variant: 'error' });
    }
  };
  return { copy, share: () => recordShare(uuid) };
}
