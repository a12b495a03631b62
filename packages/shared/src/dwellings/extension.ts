/**
 * When "Forlæng" ('Stadig ledigt', doc 2 §4) may extend a listing: an APPROVED, active listing,
 * and only inside the last EXTEND_WINDOW_DAYS days before it expires (docs/architecture.md "Dwellings and moderation",
 * docs/architecture.md "Dwellings and moderation"). Pure and zod-free: the server's policy decides with it, and the web uses it to
 * say from when a listing can be extended.
 */
import { EXTENSION_DAYS } from './enums';
import type { DwellingStatus } from './status';

/** An extension is possible only this many days (or fewer) before the listing expires. */
export const EXTEND_WINDOW_DAYS = 14;

const DAY_MS = 86_400_000;

/** The fields the rule reads; dates as Date or ISO string (null expiresAt = no expiry set). */
export type ExtensionSubject = { status: DwellingStatus; active: boolean; expiresAt?: Date | string | null };

/** 'open': may be extended now; 'tooEarly': approved and active, but the window has not opened; 'unavailable': not approved or not active. */
export type ExtensionState = 'open' | 'tooEarly' | 'unavailable';

const toTime = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** The first instant an extension is allowed: EXTEND_WINDOW_DAYS before `expiresAt` (null when there is no expiry). */
export function extensionOpensAt(expiresAt: Date | string | null | undefined): Date | null {
  if (expiresAt === null || expiresAt === undefined) return null;
  const time = toTime(expiresAt);
  return Number.isNaN(time) ? null : new Date(time - EXTEND_WINDOW_DAYS * DAY_MS);
}

/**
 * Where `d` stands at `now`. A listing without an expiry (or already past it but not yet
 * deactivated by the hourly job) is 'open'.
 */
export function extensionState(d: ExtensionSubject, now: Date): ExtensionState {
  if (d.status !== 'APPROVED' || !d.active) return 'unavailable';
  const opensAt = extensionOpensAt(d.expiresAt);
  return opensAt === null || now.getTime() >= opensAt.getTime() ? 'open' : 'tooEarly';
}

/** The new expiry after an extension at `now`: EXTENSION_DAYS (90) after the later of now and the current expiry. */
export function extendedExpiry(expiresAt: Date | null, now: Date): Date {
  return new Date(Math.max(now.getTime(), expiresAt?.getTime() ?? 0) + EXTENSION_DAYS * DAY_MS);
}
