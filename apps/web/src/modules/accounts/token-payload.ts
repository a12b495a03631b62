/**
 * Reads the payload of a JWT in the browser, without verifying it (the server verifies). The reset
 * page uses it for userId, email and exp (doc 1 §4: the token is expired when exp is past).
 */
export type ResetLinkPayload = { userId: number; email: string; exp: number };

/** The decoded payload of `token`, or null when it is not a readable JWT. */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The reset link's claims, or null when the token lacks them. */
export function readResetLink(token: string | null): ResetLinkPayload | null {
  const p = token ? decodeTokenPayload(token) : null;
  if (!p || typeof p.userId !== 'number' || typeof p.email !== 'string' || typeof p.exp !== 'number') return null;
  return { userId: p.userId, email: p.email, exp: p.exp };
}

/** What the undo link of an e-mail change notice carries (docs/architecture.md "Auth and sessions"). */
export type UndoEmailChangeLink = { userId: number; oldEmail: string; newEmail: string; exp: number };

/** The undo link's payload, or null when the token is missing or unreadable. */
export function readUndoEmailChangeLink(token: string | null): UndoEmailChangeLink | null {
  const p = token ? decodeTokenPayload(token) : null;
  if (!p || typeof p.userId !== 'number' || typeof p.oldEmail !== 'string' || typeof p.newEmail !== 'string') return null;
  if (typeof p.exp !== 'number') return null;
  return { userId: p.userId, oldEmail: p.oldEmail, newEmail: p.newEmail, exp: p.exp };
}

/** True when `exp` (seconds since the epoch) is past at `now` (ms). */
export const isExpired = (exp: number, now: number = Date.now()): boolean => exp * 1000 <= now;
