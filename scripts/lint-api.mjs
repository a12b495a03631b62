/**
 * `npm run lint:api` (in `npm run lint`): writes the OpenAPI document the server serves at GET /api/docs
 * (the app built in-process, no database, no socket: apps/server/src/openapi-document-cli.ts) to a
 * temporary file and runs `redocly lint` on it with redocly.yaml. Fails on any error.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import redoclyPackage from '@redocly/cli/package.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const dir = mkdtempSync(path.join(tmpdir(), 'udlejning-openapi-'));
const file = path.join(dir, 'openapi.json');
// no telemetry and no update check: CI and developers lint offline
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' }).status ?? 1;

let status = run(bin('tsx'), ['apps/server/src/openapi-document-cli.ts', file]);
const redocly = path.join(root, 'node_modules', '@redocly', 'cli', redoclyPackage.bin.redocly);
console.log(`redocly ${redoclyPackage.version}`);
if (status === 0)
  status = run(process.execPath, [redocly, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'summary']);
rmSync(dir, { recursive: true, force: true });
process.exit(status);
