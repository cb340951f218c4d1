import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { langParam } from '../../../lib/i18n.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { EnglishOnlyNote } from '../components/english-only-note.tsx';
import { LastUpdated, LegalSection } from './legal-parts.tsx';

export const TERMS_LAST_UPDATED = '2025-01-15';

/** The 20 section titles, in order; section n is anchored at `#section-n`. */
export const TERMS_SECTION_TITLES = [
  'Acceptance of These Terms',
  'Description of the Service',
  'Eligibility and Age Requirements',
  'Registration and Accounts',
  'Free Service',
  'Acceptable Use',
  'Content You Submit',
  'Music and Content Licences',
  'Intellectual Property',
  'Privacy',
  'Local Storage, Offline Use and Your Device',
  'Third-Party Links and Services',
  'Availability and Changes to the Service',
  'No Professional Advice',
  'Disclaimer of Warranties',
  'Limitation of Liability',
  'Indemnification',
  'Suspension and Termination',
  'Changes to These Terms',
  'Governing Law, Disputes and Contact',
] as const;

export const termsSectionId = (index: number) => `section-${index + 1}`;

type Links = Record<'privacy' | 'contact' | 'about' | 'home', (text: string) => ReactNode>;

/** The body of each section, by index. */
function sectionBodies(link: Links): ReactNode[] {
  return [
    <>
      <p>
        These Terms of Use (the &ldquo;Terms&rdquo;) govern your access to and use of Pomolo, the focus timer and lo-fi
        music web app, including its installable app, its information pages, blog and forms (together, the
        &ldquo;Service&rdquo;), provided by the Pomolo team (&ldquo;Pomolo&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;).
      </p>
      <p>
        By using the Service you agree to these Terms. If you do not agree, please do not use the Service. Our{' '}
        {link.privacy('Privacy Policy')} explains how we handle personal information and forms part of these Terms.
      </p>
    </>,
    <>
      <p>
        Pomolo is a free web application that combines a Pomodoro-style focus timer (configurable work and break phases,
        a bell and optional notifications) with a player of instrumental lo-fi music, available in several languages,
        usable offline and installable as a Progressive Web App. The Service also offers articles, answers to common
        questions, a contact form and a form for suggestions.
      </p>
      <p>You can learn more about who we are and why we built Pomolo on our {link.about('About page')}.</p>
    </>,
    <>
      <p>
        You must be at least 13 years old to use the Service. If you are under 18, or under the age of majority where
        you live, you may use the Service only with the consent and under the supervision of a parent or legal guardian,
        who accepts these Terms on your behalf and is responsible for your use of the Service.
      </p>
      <p>
        If we learn that someone under 13 has used the Service to send us personal information, we will delete that
        information as described in our {link.privacy('Privacy Policy')}.
      </p>
    </>,
    <>
      <p>
        Registration is optional. Visitors can use every public feature of the Service without creating an account, and
        their preferences are stored on their own device.
      </p>
      <p>
        Accounts exist only for the administrators of the Service. If you are given an account, or if we offer optional
        accounts in the future, you must provide accurate information, keep your password confidential, not share your
        account, and tell us without delay if you suspect unauthorised use. You are responsible for the activity that
        takes place under your account.
      </p>
    </>,
    <>
      <p>
        The Service is provided free of charge. We do not ask for payment information, and no feature is reserved for
        paying users. Should we ever introduce a paid feature, its price and terms will be shown clearly before you
        could buy it, and nothing that is free today would stop working without notice under Section 19.
      </p>
    </>,
    <>
      <p>You agree not to:</p>
      <ul>
        <li>use the Service in violation of any applicable law or regulation, or to infringe the rights of others;</li>
        <li>
          send spam, advertising, chain letters, malware, or content that is unlawful, threatening, harassing, hateful
          or obscene through our forms;
        </li>
        <li>impersonate another person or misrepresent your affiliation with anyone;</li>
        <li>
          attempt to gain unauthorised access to the Service, its administration area, servers or databases, or probe,
          scan or test their vulnerability without our written permission;
        </li>
        <li>
          interfere with or disrupt the Service, including by overloading it, circumventing rate limits, or using
          automated means to access it beyond what an ordinary browser does;
        </li>
        <li>
          copy, scrape or redistribute the Service or substantial parts of its content, except as these Terms or the
          licences in Section 8 allow;
        </li>
        <li>remove or alter any copyright, licence or other proprietary notice.</li>
      </ul>
    </>,
    <>
      <p>
        When you send us a message, a recommendation or other feedback, you confirm that you have the right to send it
        and that it does not violate these Terms. You keep any rights you have in it.
      </p>
      <p>
        You grant us a non-exclusive, worldwide, royalty-free, perpetual licence to use, reproduce and adapt your
        suggestions and feedback to operate and improve the Service, without any obligation to you. We are not obliged
        to implement any suggestion, and we may remove submissions that violate these Terms.
      </p>
    </>,
    <>
      <p>
        The tracks that ship with Pomolo are generated by us and released under the Creative Commons CC0 1.0 public
        domain dedication, as shown with each track. You may listen to them, and use them in your own recordings,
        streams and projects, without asking permission.
      </p>
      <p>
        Music added to the Service later may come under other licences. Where a track is not CC0, its licence and source
        are recorded with it, and you may use it only as that licence allows. Downloading a track for offline listening
        within the app does not give you any additional rights in it.
      </p>
    </>,
    <>
      <p>
        Except for the CC0 music described in Section 8, the Service and its content, including the software, design,
        text, articles, graphics and the Pomolo name and logo, are owned by Pomolo or its licensors and protected by
        copyright, trademark and other laws.
      </p>
      <p>
        We grant you a limited, personal, non-exclusive, non-transferable and revocable licence to use the Service for
        your own personal or internal business purposes in accordance with these Terms. You may quote short excerpts of
        our articles with a link to the source. All other rights are reserved.
      </p>
    </>,
    <>
      <p>
        Your privacy matters to us. Our {link.privacy('Privacy Policy')} describes what information is stored on your
        device and on our server, why, for how long, and the rights you have. By using the Service you acknowledge that
        your information will be handled as described there.
      </p>
    </>,
    <>
      <p>
        To work without an account and without a network, the Service stores your settings, the state of the timer, your
        focus history, the app&rsquo;s own files and any tracks you download in your browser&rsquo;s storage on your
        device. You control this storage: clearing your browser data or uninstalling the app deletes it, and we cannot
        recover it for you.
      </p>
      <p>
        The Service depends on features of your browser and operating system, such as notifications, background timers
        and audio playback, which may be limited by your device, its settings or its power-saving modes. You are
        responsible for your device, your internet connection and their costs.
      </p>
    </>,
    <>
      <p>
        The Service may contain links to websites or services that we do not operate, for example social networks or
        sources cited in our articles. We are not responsible for their content, policies or practices, and your use of
        them is governed by their own terms.
      </p>
      <p>
        By default the Service loads no third-party scripts. If we add a third-party service, such as advertising on the
        blog, we will describe it in our {link.privacy('Privacy Policy')} first.
      </p>
    </>,
    <>
      <p>
        We work to keep the Service available and accurate, but we may change, suspend or discontinue any part of it at
        any time, for example to fix problems, to improve features or for security reasons. Updates are delivered
        automatically to your browser or installed app.
      </p>
      <p>
        Where reasonably possible, we will announce significant changes that remove features in advance. Because the
        Service is free, you are not entitled to compensation for changes, interruptions or its discontinuation.
      </p>
    </>,
    <>
      <p>
        The Service, including our articles on focus, productivity and attention, is provided for general information
        and personal organisation only. It is not medical, psychological or professional advice, and it is not a
        diagnostic or treatment tool for ADHD or any other condition. If you have concerns about your health, attention
        or well-being, please consult a qualified professional.
      </p>
      <p>
        Do not rely on the timer or its notifications where a missed or late signal could cause harm, such as for
        medication, cooking, driving or safety-critical tasks.
      </p>
    </>,
    <>
      <p>
        To the fullest extent permitted by law, the Service is provided &ldquo;as is&rdquo; and &ldquo;as
        available&rdquo;, without warranties of any kind, whether express or implied, including implied warranties of
        merchantability, fitness for a particular purpose, accuracy, and non-infringement. We do not warrant that the
        Service will be uninterrupted, timely, secure or error-free, that any data stored on your device will be
        preserved, or that any defect will be corrected.
      </p>
      <p>
        Some jurisdictions do not allow the exclusion of certain warranties, so some of the above exclusions may not
        apply to you.
      </p>
    </>,
    <>
      <p>
        To the fullest extent permitted by law, Pomolo and its team, partners and licensors will not be liable for any
        indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data,
        goodwill or productivity, arising out of or in connection with the Service or these Terms, even if we have been
        advised of the possibility of such damages.
      </p>
      <p>
        Our total liability for all claims relating to the Service or these Terms is limited to the greater of the
        amounts paid in the past 12 months or $100. Because the Service is free, the amounts paid are normally zero, and
        the limit is then $100.
      </p>
      <p>
        Nothing in these Terms excludes or limits liability that cannot be excluded or limited under applicable law,
        such as liability for intent, gross negligence or personal injury caused by negligence, or your rights as a
        consumer under mandatory law.
      </p>
    </>,
    <>
      <p>
        To the extent permitted by law, you agree to indemnify and hold harmless Pomolo and its team from any claims,
        damages, losses and reasonable expenses, including legal fees, arising from your breach of these Terms, your
        misuse of the Service, or content you submit that infringes the rights of others.
      </p>
    </>,
    <>
      <p>
        You may stop using the Service at any time; to remove its data from your device, clear the site data in your
        browser or uninstall the app.
      </p>
      <p>
        We may restrict or block access to the Service, its forms or an account, without prior notice where necessary,
        if you breach these Terms, if your use creates a risk for the Service or other users, or if the law requires it.
        Sections 7 to 9 and 14 to 20 survive any termination.
      </p>
    </>,
    <>
      <p>
        We may update these Terms when the Service or the law changes. We will announce changes on the Service at least
        30 days before they take effect, and the date at the top of this page shows when the Terms last changed. Changes
        required by law or made for security reasons may take effect sooner.
      </p>
      <p>
        If you continue to use the Service after a change takes effect, you accept the updated Terms. If you do not
        agree, please stop using the Service.
      </p>
    </>,
    <>
      <p>
        These Terms are governed by the laws of the country in which the operator of Pomolo is established, without
        regard to its conflict of laws rules. This does not deprive you of the protection of mandatory provisions of the
        law of the country where you live. Before going to court, please contact us so that we can try to resolve any
        dispute informally.
      </p>
      <p>
        If any provision of these Terms is found unenforceable, the remaining provisions stay in effect. Our failure to
        enforce a provision is not a waiver of it. These Terms, together with the Privacy Policy, are the entire
        agreement between you and us about the Service.
      </p>
      <p>
        Questions about these Terms? Reach us through our {link.contact('contact page')}, or read more{' '}
        {link.about('about Pomolo')}. Ready to focus? {link.home('Start using Pomolo')}.
      </p>
    </>,
  ];
}

export function TermsPage() {
  const language = useCurrentLanguage();
  const lang = langParam(language);
  const link: Links = {
    privacy: (text) => (
      <Link to="/{-$lang}/privacy" params={{ lang }}>
        {text}
      </Link>
    ),
    contact: (text) => (
      <Link to="/{-$lang}/contact" params={{ lang }}>
        {text}
      </Link>
    ),
    about: (text) => (
      <Link to="/{-$lang}/about" params={{ lang }}>
        {text}
      </Link>
    ),
    home: (text) => (
      <Link to="/{-$lang}" params={{ lang }}>
        {text}
      </Link>
    ),
  };
  const bodies = sectionBodies(link);

  return (
    <main className="page content-page legal-page terms-page">
      <BackHomeLink />
      <h1>
        <Trans>Terms of Use</Trans>
      </h1>
      <LastUpdated isoDate={TERMS_LAST_UPDATED} />
      <EnglishOnlyNote />

      <nav className="legal-toc" aria-labelledby="terms-toc-heading" data-testid="terms-toc">
        <h2 id="terms-toc-heading">
          <Trans>Table of Contents</Trans>
        </h2>
        <ol lang="en">
          {TERMS_SECTION_TITLES.map((sectionTitle, index) => (
            <li key={sectionTitle}>
              <a href={`#${termsSectionId(index)}`}>{sectionTitle}</a>
            </li>
          ))}
        </ol>
      </nav>

      <div lang="en" className="legal-body">
        {TERMS_SECTION_TITLES.map((sectionTitle, index) => (
          <LegalSection key={sectionTitle} id={termsSectionId(index)} title={`${index + 1}. ${sectionTitle}`}>
            {bodies[index]}
          </LegalSection>
        ))}
      </div>

      <aside className="content-callout">
        <p>
          <Trans>Ready to focus? Pomolo is free and needs no account.</Trans>
        </p>
        <p className="content-actions">
          <Link to="/{-$lang}" params={{ lang }} className="button-link" data-testid="start-using">
            <Trans>Start using Pomolo</Trans>
          </Link>
          <Link to="/{-$lang}/privacy" params={{ lang }} className="button-link secondary">
            <Trans>Privacy Policy</Trans>
          </Link>
        </p>
      </aside>
    </main>
  );
}
