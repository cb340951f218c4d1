/**
 * The header's logo, drawn inline: the same shapes as `public/favicon.svg` (brand-logo.test.tsx compares them). As an
 * `<img>`, Chromium built an SVG document of its own for it in every page's first frame (decision 0105).
 */
export function BrandLogo() {
  return (
    <svg className="brand-logo" viewBox="0 0 64 64" width={28} height={28} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1e3a8a" />
      <circle cx="32" cy="35" r="19" fill="#f97316" />
      <path d="M32 16c-3-5-8-6-12-5 3 2 5 4 6 7m6-2c3-5 8-6 12-5-3 2-5 4-6 7" fill="#22c55e" />
      <path d="M32 22v13l8 6" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
