/** Password hashing with argon2id (@node-rs/argon2 defaults: m=19 MiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';

/** Returns the PHC-encoded argon2id hash of `password`. */
export function hashPassword(password: string): Promise<string> {
  // algorithm 2 = Argon2id (const enum in @node-rs/argon2, not importable under isolatedModules)
  return hash(password, { algorithm: 2 });
}

/** True when `password` matches `encoded`; false for a malformed hash. */
export async function verifyPassword(encoded: string, password: string): Promise<boolean> {
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}
