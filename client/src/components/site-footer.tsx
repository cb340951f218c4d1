import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { stripLanguagePrefix } from '#shared/languages.ts';
import { safeHttpUrl } from '#shared/safe-url.ts';
import { langParam } from '../lib/i18n.ts';
import { useCurrentLanguage } from '../lib/use-current-language.ts';

export type SocialNetwork = 'twitter' | 'linkedin' | 'github';

export interface CommunityLinks {
  /** Newsletter sign-up page, when one exists. */
  newsletter: string | null;
  social: { network: SocialNetwork; name: string; url: string }[];
}

/**
 * Newsletter and social profiles, set at build time (`VITE_NEWSLETTER_URL`, `VITE_SOCIAL_TWITTER`,
 * `VITE_SOCIAL_LINKEDIN`, `VITE_SOCIAL_GITHUB`). Unset ones are simply not shown anywhere.
 */
export const COMMUNITY_LINKS: CommunityLinks = (() => {
  const env = import.meta.env;
  const social: CommunityLinks['social'] = [];
  const networks: [SocialNetwork, string, unknown][] = [
    ['twitter', 'X (Twitter)', env.VITE_SOCIAL_TWITTER],
    ['linkedin', 'LinkedIn', env.VITE_SOCIAL_LINKEDIN],
    ['github', 'GitHub', env.VITE_SOCIAL_GITHUB],
  ];
  for (const [network, name, value] of networks) {
    const url = safeHttpUrl(value);
    if (url) social.push({ network, name, url });
  }
  return { newsletter: safeHttpUrl(env.VITE_NEWSLETTER_URL), social };
})();

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The footer of every public page (not of the admin area). */
export function SiteFooter() {
  const { t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const language = useCurrentLanguage();
  if (stripLanguagePrefix(pathname).startsWith('/admin')) return null;
  const lang = langParam(language);

  return (
    <footer className="site-footer" data-testid="site-footer">
      <nav className="site-footer-nav" aria-label={t`Footer`}>
        <ul>
          <li>
            <Link to="/{-$lang}/about" params={{ lang }}>
              <Trans>About Us</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/contact" params={{ lang }}>
              <Trans>Contact</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/blog" params={{ lang }}>
              <Trans>Blog</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/recommendations" params={{ lang }}>
              <Trans>Any Recommendations?</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/faq" params={{ lang }}>
              <Trans>FAQ</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/stats" params={{ lang }}>
              <Trans>Your stats</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/privacy" params={{ lang }}>
              <Trans>Privacy Policy</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/terms" params={{ lang }}>
              <Trans>Terms of Use</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/credits" params={{ lang }}>
              <Trans>Music credits</Trans>
            </Link>
          </li>
          {COMMUNITY_LINKS.newsletter && (
            <li>
              <ExternalLink href={COMMUNITY_LINKS.newsletter}>
                <Trans>Newsletter</Trans>
              </ExternalLink>
            </li>
          )}
          {COMMUNITY_LINKS.social.map((link) => (
            <li key={link.network}>
              <ExternalLink href={link.url}>{link.name}</ExternalLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer-copyright">© 2025 Pomolo</p>
    </footer>
  );
}

/**
 * The four link groups of the blog index footer: Explore, Resources, Legal and Follow Us. Newsletter
 * and social links appear only when configured; Follow Us is left out when there is none.
 */
export function FooterLinkGroups() {
  const language = useCurrentLanguage();
  const lang = langParam(language);

  return (
    <div className="footer-link-groups" data-testid="footer-link-groups">
      <section>
        <h2>
          <Trans>Explore</Trans>
        </h2>
        <ul>
          <li>
            <Link to="/{-$lang}" params={{ lang }}>
              <Trans>Focus timer</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/about" params={{ lang }}>
              <Trans>About Us</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/faq" params={{ lang }}>
              <Trans>FAQ</Trans>
            </Link>
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <Trans>Resources</Trans>
        </h2>
        <ul>
          <li>
            <Link to="/{-$lang}/blog" params={{ lang }}>
              <Trans>Blog</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/contact" params={{ lang }}>
              <Trans>Contact</Trans>
            </Link>
          </li>
          {COMMUNITY_LINKS.newsletter && (
            <li>
              <ExternalLink href={COMMUNITY_LINKS.newsletter}>
                <Trans>Newsletter</Trans>
              </ExternalLink>
            </li>
          )}
        </ul>
      </section>
      <section>
        <h2>
          <Trans>Legal</Trans>
        </h2>
        <ul>
          <li>
            <Link to="/{-$lang}/privacy" params={{ lang }}>
              <Trans>Privacy Policy</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/terms" params={{ lang }}>
              <Trans>Terms of Use</Trans>
            </Link>
          </li>
        </ul>
      </section>
      {COMMUNITY_LINKS.social.length > 0 && (
        <section>
          <h2>
            <Trans>Follow Us</Trans>
          </h2>
          <ul>
            {COMMUNITY_LINKS.social.map((link) => (
              <li key={link.network}>
                <ExternalLink href={link.url}>{link.name}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
