import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langParam } from '../../../lib/i18n.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { EnglishOnlyNote } from '../components/english-only-note.tsx';
import { LastUpdated, LegalSection } from './legal-parts.tsx';
import { DEVICE_STORAGE } from './privacy-storage.ts';

export const PRIVACY_LAST_UPDATED = '2026-11-28';

const SECTIONS = [
  ['privacy-introduction', '1. Introduction'],
  ['privacy-collected', '2. Information we collect'],
  ['privacy-storage', '3. Cookies and local storage'],
  ['privacy-usage', '4. How we use information'],
  ['privacy-security', '5. Data security'],
  ['privacy-third-parties', '6. Third-party services'],
  ['privacy-rights', '7. Your rights'],
  ['privacy-retention', '8. Data retention'],
  ['privacy-children', "9. Children's privacy"],
  ['privacy-transfers', '10. International data transfers'],
  ['privacy-updates', '11. Changes to this policy'],
  ['privacy-contact', '12. Contact us'],
] as const;

const title = (id: (typeof SECTIONS)[number][0]) => SECTIONS.find(([sectionId]) => sectionId === id)![1];

export function PrivacyPage() {
  const language = useCurrentLanguage();
  const lang = langParam(language);
  const contact = (text: string) => (
    <Link to="/{-$lang}/contact" params={{ lang }}>
      {text}
    </Link>
  );

  return (
    <main className="page content-page legal-page privacy-page">
      <BackHomeLink />
      <h1>
        <Trans>Privacy Policy</Trans>
      </h1>
      <LastUpdated isoDate={PRIVACY_LAST_UPDATED} />
      <EnglishOnlyNote />

      <nav className="legal-toc" aria-labelledby="privacy-toc-heading">
        <h2 id="privacy-toc-heading">
          <Trans>Contents</Trans>
        </h2>
        <ol lang="en">
          {SECTIONS.map(([id, sectionTitle]) => (
            <li key={id}>
              <a href={`#${id}`}>{sectionTitle.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </ol>
      </nav>

      <div lang="en" className="legal-body">
        <LegalSection id="privacy-introduction" title={title('privacy-introduction')}>
          <p>
            This Privacy Policy explains what information Pomolo (&ldquo;Pomolo&rdquo;, &ldquo;we&rdquo;,
            &ldquo;us&rdquo;) handles when you use the Pomolo focus timer and music web app, its information pages and
            its forms (together, the &ldquo;Service&rdquo;), why we handle it, how long we keep it and what rights you
            have.
          </p>
          <p>
            The short version: Pomolo is designed to need as little of your information as possible. You do not need an
            account to use it. Your preferences are stored in your own browser, not on our server. We only receive
            personal information when you choose to send us a message, and we never sell it. If you turn on sync between
            your devices, what syncs reaches our server only encrypted, with a key we never see.
          </p>
        </LegalSection>

        <LegalSection id="privacy-collected" title={title('privacy-collected')}>
          <h3>Information you give us</h3>
          <ul>
            <li>
              <strong>Contact form:</strong> the type of your inquiry, your name, your email address and your message.
            </li>
            <li>
              <strong>Recommendation form:</strong> the text of your suggestion. The form does not ask for your name or
              email address; please do not include personal details in it that you do not want us to have.
            </li>
          </ul>
          <h3>Information collected automatically</h3>
          <ul>
            <li>
              <strong>With a message:</strong> when you send the contact or recommendation form, we store your IP
              address, your browser&rsquo;s user agent (a short text naming your browser and operating system) and the
              time of sending, to protect the forms against spam and abuse.
            </li>
            <li>
              <strong>Technical requests:</strong> like every web server, ours receives your IP address with each
              request. We use it to deliver the page, to limit how many messages one connection can send in a short
              time, and in error logs to keep the Service running.
            </li>
            <li>
              <strong>Music plays:</strong> when a track starts, we count a play for that track. The count is not linked
              to you or your device.
            </li>
          </ul>
          <h3>Information that stays on your device</h3>
          <p>
            Your settings, the state of the timer, your task list, your labels, your focus history and your downloaded
            tracks are kept by your browser on your device and are not sent to us, unless you turn on sync (below).
            Section 3 lists each of them.
          </p>
          <h3 id="privacy-sync">Sync between your devices (only if you turn it on)</h3>
          <p>
            Sync is off until you turn it on in Settings &rarr; Sync your devices. It needs no account, e-mail or
            password: your device makes a secret key of 256 random bits, and you carry it to your other devices by link,
            QR code or typed code. The key never reaches our server: the link holds it after the <code>#</code>, a part
            of an address browsers do not send.
          </p>
          <p>
            From the key, each device derives the name of your synced space, a token that lets it write there, and an
            encryption key. Your focus history, tasks, labels, timer and cycle settings, theme and colour theme, saved
            soundscape mixes and which tracks are your favourites (each device downloads its own copy) are encrypted on
            your device (AES-256-GCM) before they are sent. Our server stores only:
          </p>
          <ul>
            <li>
              <strong>ciphertext</strong> we cannot read, with a random id and a sequence number per change, its size
              and when it arrived;
            </li>
            <li>
              <strong>hashes</strong> (SHA-256) of your space&rsquo;s name and write token, never the name, the token or
              the key themselves;
            </li>
            <li>
              <strong>request counters</strong> per space and per IP address for at most a minute, to limit abuse (as
              for the forms), and the usual technical requests above.
            </li>
          </ul>
          <p>
            The language, downloaded tracks and anything of the administration area do not sync. A space holds at most 5
            MB. &ldquo;Stop syncing on this device&rdquo; forgets the key on that device; &ldquo;Erase synced data from
            the server&rdquo; deletes the space and everything in it at once, for every device. The data on each device
            stays there in both cases.
          </p>
          <p>
            We do not collect payment information, precise location, contacts, or any special category of personal data.
          </p>
        </LegalSection>

        <LegalSection id="privacy-storage" title={title('privacy-storage')}>
          <p>
            Pomolo uses no advertising or analytics cookies. To remember your choices, it uses your browser&rsquo;s
            local storage, IndexedDB and cache storage. These stay on your device, are only readable by Pomolo, and can
            be removed at any time by clearing the site data for Pomolo in your browser settings or by uninstalling the
            app.
          </p>
          {/* A table on wider screens; on a phone each row is stacked as a card with its labels (styles.css:
              .legal-table-stack). The explicit roles keep it a table for screen readers when CSS changes its display.
              The region can still scroll sideways in between, so keyboards must be able to focus it (WCAG 2.1.1). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is operable */}
          <div className="table-scroll" role="region" aria-label="Storage on your device" tabIndex={0}>
            {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the roles survive the phone layout’s display: block (jsx-a11y takes td for a grid cell) */}
            <table className="legal-table legal-table-stack" role="table" data-testid="storage-table">
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    Name
                  </th>
                  <th scope="col" role="columnheader">
                    Where
                  </th>
                  <th scope="col" role="columnheader">
                    Purpose
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {DEVICE_STORAGE.map((item) => (
                  <tr key={item.name} role="row">
                    <th scope="row" role="rowheader" data-label="Name">
                      <code>{item.name}</code>
                    </th>
                    <td role="cell" data-label="Where">
                      {item.where}
                    </td>
                    <td role="cell" data-label="Purpose">
                      {item.purpose}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
          </div>
          <p>
            Because this storage is strictly necessary to provide the features you use and is never used to track you,
            it does not require a consent banner. Blocking it will not stop Pomolo from working, but your settings will
            not be remembered.
          </p>
        </LegalSection>

        <LegalSection id="privacy-usage" title={title('privacy-usage')}>
          <p>We use the information described above only to:</p>
          <ul>
            <li>provide the Service and remember your settings on your device;</li>
            <li>read and answer your messages, and consider your suggestions when we plan improvements;</li>
            <li>protect the Service and its users against spam, abuse and attacks, and diagnose errors;</li>
            <li>understand which tracks are played, in aggregate, to improve the music catalogue;</li>
            <li>comply with our legal obligations.</li>
          </ul>
          <p>
            We do not sell your personal information, we do not share it for advertising, we do not build profiles of
            you, and we do not make automated decisions about you.
          </p>
        </LegalSection>

        <LegalSection id="privacy-security" title={title('privacy-security')}>
          <p>
            All connections to Pomolo are encrypted with HTTPS. Messages are stored in a database that is not reachable
            from the internet, and only the Pomolo team can read them through an administration area protected by
            individual accounts, slowly hashed passwords, expiring sessions and limits on login attempts. We keep the
            software we depend on up to date.
          </p>
          <p>
            No method of transmission or storage is perfectly secure, so we cannot guarantee absolute security. If a
            security incident affects your personal information, we will inform you and the competent authorities where
            the law requires it.
          </p>
        </LegalSection>

        <LegalSection id="privacy-third-parties" title={title('privacy-third-parties')}>
          <p>
            By default, Pomolo loads no third-party services at all: no analytics, no advertising, no social media
            widgets, no external fonts or content delivery networks. The music and every file of the app are served by
            Pomolo itself.
          </p>
          <p>
            Our hosting provider runs the servers on our behalf and processes data only as instructed by us. If we ever
            add a third-party service, such as an advertising partner on the blog, we will update this policy first,
            name the provider and explain what it receives, and ask for your consent where the law requires it. Links to
            other websites are governed by their own privacy policies.
          </p>
        </LegalSection>

        <LegalSection id="privacy-rights" title={title('privacy-rights')}>
          <h3>Everyone</h3>
          <p>
            Wherever you live, you can ask us what personal information we hold about you, ask us to correct or delete
            it, and withdraw any consent you have given. Most of your data is on your own device and you can delete it
            yourself at any time. We will not treat you differently for exercising your rights.
          </p>
          <h3>European Economic Area, United Kingdom and Switzerland (GDPR)</h3>
          <p>
            We process your information on the basis of our legitimate interests (running a secure service and answering
            the people who write to us), to take steps you requested (answering your inquiry) and to comply with legal
            obligations. You have the right to access, rectification, erasure, restriction of processing, data
            portability and objection, and the right to lodge a complaint with the data protection authority where you
            live or work.
          </p>
          <h3>California (CCPA/CPRA)</h3>
          <p>
            California residents have the right to know what personal information we collect, use and disclose, to
            delete it, to correct it, and to opt out of its sale or sharing. We do not sell or share personal
            information as those terms are defined in the law, and we do not use sensitive personal information. You may
            use an authorised agent to make a request, and we will not discriminate against you for exercising your
            rights.
          </p>
          <p>
            To exercise any of these rights, use our {contact('contact form')} and choose &ldquo;General
            question&rdquo;. We may need to verify your request, for example by asking you to confirm the email address
            you wrote from.
          </p>
        </LegalSection>

        <LegalSection id="privacy-retention" title={title('privacy-retention')}>
          <ul>
            <li>
              <strong>Session data</strong> (IP addresses, user agents and similar technical records attached to
              messages and to administration sessions) is kept for at most 2 years.
            </li>
            <li>
              <strong>Support communications</strong> (contact messages and recommendations, and our replies) are kept
              for 3 years, so that we can follow up on earlier conversations, and then deleted.
            </li>
            <li>
              <strong>Account data</strong> is deleted within 30 days of a request. Visitors have no accounts; this
              applies to administration accounts and to any account we may offer in the future.
            </li>
            <li>
              <strong>Data on your device</strong> stays until you delete it; Pomolo never removes your settings on its
              own.
            </li>
            <li>
              <strong>Synced data</strong> (ciphertext only) stays on our server until you erase it from any of your
              devices; a device may replace older changes by one encrypted summary, which deletes them.
            </li>
          </ul>
          <p>We may keep information longer only where the law requires it, for example to resolve a legal dispute.</p>
        </LegalSection>

        <LegalSection id="privacy-children" title={title('privacy-children')}>
          <p>
            Pomolo is intended for users aged 13 and older. Users under 18 need the consent of a parent or legal
            guardian to use the Service and, in particular, to send us a message. We do not knowingly collect personal
            information from children under 13. If you believe a child under 13 has sent us personal information, please
            contact us and we will delete it.
          </p>
        </LegalSection>

        <LegalSection id="privacy-transfers" title={title('privacy-transfers')}>
          <p>
            Our servers and the people who read your messages may be located in a country other than yours, including
            countries whose data protection laws differ from those of your country. When we transfer personal
            information out of the European Economic Area, the United Kingdom or Switzerland, we rely on an adequacy
            decision or on the European Commission&rsquo;s standard contractual clauses, together with the security
            measures described in this policy.
          </p>
        </LegalSection>

        <LegalSection id="privacy-updates" title={title('privacy-updates')}>
          <p>
            We may update this policy when the Service or the law changes. The date at the top shows when it last
            changed. If a change materially affects how we handle your personal information, we will announce it on the
            Service before it takes effect.
          </p>
        </LegalSection>

        <LegalSection id="privacy-contact" title={title('privacy-contact')}>
          <p>
            Questions about this policy or your personal information? Write to us through our {contact('contact page')}.
            We respond to privacy inquiries within 48 hours.
          </p>
        </LegalSection>
      </div>

      <p className="content-actions">
        <Link to="/{-$lang}/terms" params={{ lang }}>
          <Trans>Terms of Use</Trans>
        </Link>
      </p>
    </main>
  );
}
