/**
 * Partner hosts (doc 1 §1): on a configured host the side menu shows a help box with the support
 * e-mail and hours, and the app bar has the partner's colour. Configured by PARTNER_HOSTS, read by
 * the web app through GET /api/site.
 */
import { z } from 'zod';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1d4f91');

/** One partner host's settings as configured. */
export const partnerHostSchema = z.object({ supportEmail: z.email(), appBarColor: hexColor });
/** PARTNER_HOSTS: a JSON object {host: {supportEmail, appBarColor}}; host names without port, lower case. */
export const partnerHostsSchema = z.record(z.string().min(1).max(253), partnerHostSchema);
export type PartnerHosts = z.output<typeof partnerHostsSchema>;

/** GET /api/site: the partner of the request's host (with the bar's text colour), or null on the default host. */
export const siteInfoSchema = z.object({
  partner: z
    .object({ supportEmail: z.string(), appBarColor: z.string(), appBarTextColor: z.enum(['#000000', '#ffffff']) })
    .nullable(),
  /** Whether the server serves the dev-only routes (the admin's dev outbox): the menu offers them only then. */
  devRoutes: z.boolean(),
});
export type SiteInfo = z.output<typeof siteInfoSchema>;

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever contrasts more with `background` (always ≥ 4.5:1, WCAG AA for text). */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
}
