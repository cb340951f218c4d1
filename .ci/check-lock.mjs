// Fails when package-lock.json lacks an optional dependency some package declares (typically another platform's
// native binary): npm leaves those out when the registry lacks that version, and `npm ci` then breaks on that
// platform. Fix by pinning the package (package.json "overrides") to the newest version published for every platform.
// Also fails when a package that is always installed wants a Node version that package.json's `engines` allows but
// the package does not (`npm ci` would warn EBADENGINE there, issue 25): pin it the same way (decision 0069).
// Runs before `npm ci`, so it uses nothing from node_modules.
import { readFileSync } from 'node:fs';

const { packages } = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const missing = [];
for (const [where, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!packages[`${where}/node_modules/${name}`] && !packages[`node_modules/${name}`])
      missing.push(`${where} -> ${name}`);
  }
}
if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} optional dependencies:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log('package-lock.json lists every optional dependency');

/** [major, minor, patch] of "20", "20.19", "20.19.0" or "10.x". */
const parse = (v) =>
  [
    ...v
      .replace(/^v/, '')
      .split('.')
      .map((n) => (/^\d+$/.test(n) ? Number(n) : 0)),
    0,
    0,
  ].slice(0, 3);
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
/** npm's `engines` ranges as packages write them: `a || b`, each `>=x`, `^x`, `x`, `*` or several of those. */
function satisfies(version, range) {
  const v = parse(version);
  return range.split('||').some((alternative) => {
    const parts = alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    return parts.every((part) => {
      if (part === '*' || part === 'x') return true;
      const [, op, num] = /^(>=|<=|>|<|\^|~)?(.+)$/.exec(part);
      const p = parse(num);
      const given = num
        .replace(/^v/, '')
        .split('.')
        .filter((n) => /^\d+$/.test(n)).length;
      if (op === '>=') return compare(v, p) >= 0;
      if (op === '>') return compare(v, p) > 0;
      if (op === '<=') return compare(v, p) <= 0;
      if (op === '<') return compare(v, p) < 0;
      if (op === '^') return v[0] === p[0] && compare(v, p) >= 0;
      if (op === '~') return v[0] === p[0] && v[1] === p[1] && compare(v, p) >= 0;
      // A bare version: "20" is any 20.x, "20.19" any 20.19.x.
      return p.slice(0, given).every((n, i) => v[i] === n);
    });
  });
}

// The lowest version of each Node line package.json allows, and the Node running this.
const nodes = [...engines.node.matchAll(/(?:\^|>=)(\d+\.\d+\.\d+)/g)].map((m) => m[1]);
nodes.push(process.versions.node);
const unsupported = [];
for (const [where, entry] of Object.entries(packages)) {
  if (!where || entry.optional || !entry.engines?.node) continue;
  for (const node of nodes)
    if (!satisfies(node, entry.engines.node))
      unsupported.push(`${where}@${entry.version} wants node ${entry.engines.node}, not ${node}`);
}
if (unsupported.length > 0) {
  console.error(
    `package.json allows Node ${engines.node}, but ${unsupported.length} packages do not:\n  ${unsupported.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`every package installed supports Node ${nodes.join(', ')}`);
