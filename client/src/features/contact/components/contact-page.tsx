import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { COMMUNITY_LINKS } from '../../../components/site-footer.tsx';
import { langParam } from '../../../lib/i18n.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { ContactForm } from './contact-form.tsx';

export function ContactPage() {
  const language = useCurrentLanguage();
  const lang = langParam(language);

  return (
    <main className="page content-page contact-page">
      <p className="back-link">
        <Link to="/{-$lang}" params={{ lang }} data-testid="back-home">
          <span aria-hidden="true">← </span>
          <Trans>Back to the timer</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Contact Us</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          A question, an idea, a bug that gets in your way? A real person reads every message and answers it.
        </Trans>
      </p>

      <div className="contact-layout">
        <ContactForm />

        <div className="contact-info">
          <section className="info-card" aria-labelledby="support-hours-heading" data-testid="support-hours">
            <h2 id="support-hours-heading">
              <Trans>Support hours</Trans>
            </h2>
            <ul className="plain-list">
              <li>
                <Trans>Mon-Fri 9:00 AM-6:00 PM EST</Trans>
              </li>
              <li>
                <Trans>Sat 10:00 AM-4:00 PM EST</Trans>
              </li>
              <li>
                <Trans>Sun closed</Trans>
              </li>
            </ul>
            <p>
              <Trans>Typical reply within 24 hours on business days.</Trans>
            </p>
          </section>

          <section className="info-card" aria-labelledby="channels-heading">
            <h2 id="channels-heading">
              <Trans>Ways to reach us</Trans>
            </h2>
            <ul className="channel-list">
              <li>
                <strong>
                  <Trans>Contact form</Trans>
                </strong>
                <span>
                  <Trans>
                    For questions, technical problems, bug reports and partnerships. Pick the inquiry type that fits
                    best.
                  </Trans>
                </span>
              </li>
              <li>
                <strong>
                  <Link to="/{-$lang}/recommendations" params={{ lang }}>
                    <Trans>Any Recommendations?</Trans>
                  </Link>
                </strong>
                <span>
                  <Trans>An idea for Pomolo? Share it in a few words, no name or email needed.</Trans>
                </span>
              </li>
              <li>
                <strong>
                  <Link to="/{-$lang}/faq" params={{ lang }}>
                    <Trans>FAQ</Trans>
                  </Link>
                </strong>
                <span>
                  <Trans>Instant answers to the most common questions, at any hour.</Trans>
                </span>
              </li>
            </ul>
          </section>

          <section className="info-card" aria-labelledby="quick-answers-heading">
            <h2 id="quick-answers-heading">
              <Trans>Looking for a quick answer?</Trans>
            </h2>
            <p>
              <Trans>
                Timer settings, offline use, installing the app, music and privacy: most questions are already answered
                in our FAQ.
              </Trans>
            </p>
            <p>
              <Link
                to="/{-$lang}/faq"
                params={{ lang }}
                className="button-link secondary"
                data-testid="contact-faq-link"
              >
                <Trans>Visit the FAQ</Trans>
              </Link>
            </p>
          </section>

          <section className="info-card" aria-labelledby="community-heading">
            <h2 id="community-heading">
              <Trans>Community</Trans>
            </h2>
            <ul className="channel-list">
              <li>
                <strong>
                  <Link to="/{-$lang}/blog" params={{ lang }}>
                    <Trans>Blog</Trans>
                  </Link>
                </strong>
                <span>
                  <Trans>Practical guides on focus, procrastination and planning your day.</Trans>
                </span>
              </li>
              {COMMUNITY_LINKS.newsletter && (
                <li>
                  <strong>
                    <a href={COMMUNITY_LINKS.newsletter} target="_blank" rel="noopener noreferrer">
                      <Trans>Newsletter</Trans>
                    </a>
                  </strong>
                  <span>
                    <Trans>New articles and Pomolo updates in your inbox.</Trans>
                  </span>
                </li>
              )}
              {COMMUNITY_LINKS.social.map((link) => (
                <li key={link.network}>
                  <strong>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.name}
                    </a>
                  </strong>
                </li>
              ))}
            </ul>
          </section>

          <section className="info-card" aria-labelledby="guidelines-heading">
            <h2 id="guidelines-heading">
              <Trans>Support guidelines</Trans>
            </h2>
            <ul>
              <li>
                <Trans>One topic per message helps us answer faster.</Trans>
              </li>
              <li>
                <Trans>
                  For a technical problem, tell us your browser and device, what you did, and what happened instead.
                </Trans>
              </li>
              <li>
                <Trans>Never send passwords or other sensitive personal information.</Trans>
              </li>
              <li>
                <Trans>Please be kind: every message is read by a person.</Trans>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
