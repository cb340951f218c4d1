import { Trans } from '@lingui/react/macro';
import { NEWSLETTER_URL } from '../config.ts';

/** Shown only when a newsletter sign-up page is configured: no form that goes nowhere. */
export function NewsletterBox() {
  if (!NEWSLETTER_URL) return null;
  return (
    <section className="blog-newsletter" aria-labelledby="blog-newsletter-heading" data-testid="newsletter-box">
      <h2 id="blog-newsletter-heading">
        <Trans>Get new articles by email</Trans>
      </h2>
      <p>
        <Trans>Subscribe to the Pomolo newsletter to hear when we publish something new.</Trans>
      </p>
      <a href={NEWSLETTER_URL} className="blog-button" target="_blank" rel="noopener noreferrer">
        <Trans>Subscribe to the newsletter</Trans>
      </a>
    </section>
  );
}
