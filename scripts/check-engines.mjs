// Fails when a direct dependency wants a Node the project says it does not need (README "Requirements"):
// every workspace's dependencies and devDependencies, read from their installed package.json, must accept
// the lowest Node of each range in the root package.json's `engines.node` (e.g. 20.19.0 and 22.12.0 for
// "^20.19.0 || >=22.12.0") and the recommended Node in .nvmrc (the one CI runs the unit tests under a
// second time, scripts/ci-node.sh). Packages further down that want more are listed, not failed: they are
// what `npm ci` warns about (EBADENGINE) on the lowest Node, and none of them has stopped a test there.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const rootPkg = readJson(path.join(root, 'package.json'));
const ours = rootPkg.engines?.node;
if (!ours || !semver.validRange(ours)) {
  console.error(`package.json: engines.node ${JSON.stringify(ours)} is not a semver range`);
  process.exit(1);
}
// the lowest version of each range (">=20.19" has one; "^20.19.0 || >=22.12.0" has two)
const lowest = new semver.Range(ours).set.map((set) => semver.minVersion(set.map(String).join(' ')).version);
const recommended = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
if (!semver.valid(recommended) || !semver.satisfies(recommended, ours)) {
  console.error(`.nvmrc: ${recommended} is not an exact version that engines.node (${ours}) allows`);
  process.exit(1);
}
const nodes = [...new Set([...lowest, recommended])];

/** The installed package.json of `name` as `workspace` resolves it (its own node_modules, then the root's). */
function installed(workspace, name) {
  for (const dir of [path.join(root, workspace, 'node_modules'), path.join(root, 'node_modules')]) {
    const file = path.join(dir, name, 'package.json');
    if (existsSync(file)) return readJson(file);
  }
  return null;
}

// the root and every workspace (the lockfile's packages outside node_modules)
const lock = readJson(path.join(root, 'package-lock.json'));
const workspaces = Object.keys(lock.packages)
  .filter((where) => !where.includes('node_modules'))
  .map((where) => where || '.');

const problems = [];
const direct = new Set();
for (const workspace of workspaces) {
  const pkg = readJson(path.join(root, workspace, 'package.json'));
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    direct.add(name);
    const dep = installed(workspace, name);
    if (!dep) {
      problems.push(`${workspace}: ${name} is not installed (run npm ci)`);
      continue;
    }
    const wants = dep.engines?.node;
    if (!wants) continue;
    const refused = nodes.filter((v) => !semver.satisfies(v, wants));
    if (refused.length)
      problems.push(`${workspace}: ${name}@${dep.version} wants Node ${wants}, which excludes ${refused.join(', ')}`);
  }
}

// further down: the lockfile records each package's engines
const deeper = new Map();
for (const [where, entry] of Object.entries(lock.packages)) {
  const wants = entry.engines?.node;
  const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
  if (!where.includes('node_modules/') || !wants || direct.has(name) || !semver.validRange(wants)) continue;
  // another platform's binary (optional, not installed here) is never run here
  if (!existsSync(path.join(root, where))) continue;
  if (nodes.some((v) => !semver.satisfies(v, wants))) deeper.set(`${name}@${entry.version}`, wants);
}

if (problems.length) {
  console.error(`Direct dependencies that refuse a Node that engines.node (${ours}) or .nvmrc promises:`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(
  `engines: every direct dependency accepts Node ${nodes.join(', ')}` +
    (deeper.size
      ? `; ${deeper.size} indirect ones want more (npm ci warns): ${[...deeper].map(([n, w]) => `${n} (${w})`).join(', ')}`
      : ''),
);
