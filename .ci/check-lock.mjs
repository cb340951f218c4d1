// Fails when package-lock.json lacks an optional dependency some package declares (typically another platform's
// native binary): npm leaves those out when the registry lacks that version, and `npm ci` then breaks on that
// platform. Fix by pinning the package (package.json "overrides") to the newest version published for every platform.
import { readFileSync } from 'node:fs';

const { packages } = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
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
