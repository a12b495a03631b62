// Fails when apps/server/src/db-schema.ts and the migration set disagree (docs/architecture.md "CI and tests"):
// runs `drizzle-kit check` (a consistent journal and snapshots), then `drizzle-kit generate` into a
// scratch copy of apps/server/drizzle; any new migration it writes is drift, printed and fatal.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrations = path.join(root, 'apps/server/drizzle');
const kit = path.join(root, 'node_modules/.bin/drizzle-kit');

function run(args) {
  const res = spawnSync(kit, args, { cwd: root, encoding: 'utf8' });
  if (res.status !== 0) {
    process.stderr.write(res.stdout + res.stderr);
    process.exit(res.status ?? 1);
  }
  return res.stdout;
}

run(['check', '--config', 'apps/server/drizzle.config.ts']);
// drizzle-kit wants `out` relative to the working directory
const scratch = 'node_modules/.cache/migration-drift';
rmSync(path.join(root, scratch), { recursive: true, force: true });
mkdirSync(path.join(root, scratch), { recursive: true });
try {
  const out = path.join(root, scratch, 'drizzle');
  cpSync(migrations, out, { recursive: true });
  run(['generate', '--dialect', 'postgresql', '--schema', './apps/server/src/db-schema.ts', '--out', `./${scratch}/drizzle`]);
  const before = new Set(readdirSync(migrations));
  const added = readdirSync(out).filter((f) => f.endsWith('.sql') && !before.has(f));
  if (added.length > 0) {
    console.error('db-schema.ts differs from the migration set; `npm run db:generate` would add:');
    for (const f of added) console.error(`--- ${f}\n${readFileSync(path.join(out, f), 'utf8')}`);
    process.exit(1);
  }
  console.log('migrations match db-schema.ts');
} finally {
  rmSync(path.join(root, scratch), { recursive: true, force: true });
}
