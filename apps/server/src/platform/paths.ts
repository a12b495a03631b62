/**
 * Folders the server reads at run time, resolved from apps/server (the nearest folder holding a
 * package.json above this module). The same answer whether this code runs as TypeScript from
 * apps/server/src (tsx, Vitest) or bundled into apps/server/dist (`npm start`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/** apps/server (absolute). */
export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));
/** The Drizzle migration set (apps/server/drizzle). */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
/** The shipped address data (apps/server/data/addresses). */
export const ADDRESS_DATA_DIR = path.join(SERVER_ROOT, 'data', 'addresses');
/** The built web app (apps/web/dist). */
export const WEB_DIST = path.resolve(SERVER_ROOT, '..', 'web', 'dist');
