import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, type Page } from '@playwright/test';

export { testWav } from '../../server/test/helpers/audio-fixtures.ts';

/** The first admin, created by the e2e server from ADMIN_USERNAME / ADMIN_PASSWORD (playwright.config.ts). */
export const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-passphrase' } as const;

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Music Admin' })).toBeVisible();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real PNG (RGB, a diagonal gradient) built byte by byte. */
export function testPng(width = 96, height = 96): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = 40 + Math.round((x / width) * 200);
      raw[row + 2 + x * 3] = 60;
      raw[row + 3 + x * 3] = 40 + Math.round((y / height) * 200);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface BuiltFile {
  name: string;
  text: string;
}

/** Every text file of the built client (scripts, styles, HTML, manifest, service worker). */
export function readBuiltClient(distDir: string): BuiltFile[] {
  const files: BuiltFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(m?js|css|html|json|webmanifest|txt|map)$/.test(entry.name)) {
        files.push({ name: path.relative(distDir, full), text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(distDir);
  return files;
}

export interface CredentialLeak {
  file: string;
  rule: string;
  excerpt: string;
}

/** Patterns that mean a credential or token was shipped to the browser. */
const RULES: { rule: string; re: RegExp }[] = [
  { rule: 'Basic authorization', re: /\bBasic\s+[A-Za-z0-9+/]{6,}={0,2}/g },
  // A token written into the code. `Bearer ${…}` is a token made at run time (sync's write token, derived on the
  // device from a key that is never in the code), not one shipped.
  { rule: 'Bearer token', re: /\bBearer\s+(?!\$\{)[A-Za-z0-9._~+/-]+/gi },
  { rule: 'Authorization header', re: /["'`]?Authorization["'`]?\s*[:,]\s*["'`](?!Bearer \$\{)/gi },
  { rule: 'admin bootstrap variable', re: /ADMIN_(PASSWORD|USERNAME|TOKEN)/g },
  // A string literal given to something called password/passwd/secret/token/apiKey.
  {
    rule: 'literal secret value',
    re: /\b(password|passwd|pwd|secret|token|api_?key)["'`]?\s*[:=]\s*["'`][^"'`\s]{1,200}["'`]/gi,
  },
  {
    rule: 'literal default password',
    re: /(defaultValue|value)\s*[:=]\s*["'`][^"'`]*(admin|pass|secret)[^"'`]*["'`]/gi,
  },
];

/** Finds credentials in the given files: by pattern, and any of `secrets` verbatim. */
export function findCredentialLeaks(files: readonly BuiltFile[], secrets: readonly string[]): CredentialLeak[] {
  const leaks: CredentialLeak[] = [];
  for (const file of files) {
    for (const { rule, re } of RULES) {
      for (const match of file.text.matchAll(re)) {
        const at = match.index ?? 0;
        leaks.push({
          file: file.name,
          rule,
          excerpt: file.text.slice(Math.max(0, at - 40), at + match[0].length + 40),
        });
      }
    }
    for (const secret of secrets) {
      if (secret && file.text.includes(secret)) leaks.push({ file: file.name, rule: 'known secret', excerpt: secret });
    }
  }
  return leaks;
}
