import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langParam } from '../../../lib/i18n.ts';
import type { LocalizedText } from '../../../lib/localized-text.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { EnglishOnlyNote } from '../components/english-only-note.tsx';
import {
  ABOUT_SECTION_IDS,
  type AboutBlock,
  type AboutListItem,
  type AboutSectionId,
  type AboutText,
} from './about-data.ts';

const HEADINGS: Record<AboutSectionId, MessageDescriptor> = {
  mission: msg`Our mission`,
  science: msg`The science`,
  different: msg`What makes us different`,
  story: msg`Our story`,
  team: msg`The team`,
  roadmap: msg`Roadmap`,
  values: msg`Our values`,
  community: msg`Community`,
};

// After a lead ending in full-width punctuation (Japanese, Chinese) no space is written.
const leadSeparator = (lead: string) => (/[\u3000-\u303f\uff00-\uffef]$/.test(lead) ? '' : ' ');

function ListItem({ item }: { item: AboutListItem }) {
  if (typeof item === 'string') return <li>{item}</li>;
  return (
    <li>
      <strong>{item.lead}</strong>
      {leadSeparator(item.lead)}
      {item.text}
    </li>
  );
}

function Block({ block }: { block: AboutBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.map((item) => (
        <ListItem key={typeof item === 'string' ? item : item.lead} item={item} />
      ))}
    </ul>
  );
}

/**
 * /about. The text comes from the route loader in the page's language (about-data.ts); only when
 * that language could not be loaded is it English, marked `lang="en"` and announced by the note.
 */
export function AboutPage({ about }: { about: LocalizedText<AboutText> }) {
  const { i18n } = useLingui();
  const language = useCurrentLanguage();
  const lang = langParam(language);
  const fallback = about.language !== language;

  return (
    <main className="page content-page about-page">
      <BackHomeLink />
      <h1>
        <Trans>About Pomolo</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          A calm place to focus: a Pomodoro timer, lo-fi music and ambient sounds in one free app that works anywhere,
          even offline.
        </Trans>
      </p>
      {fallback && <EnglishOnlyNote />}

      {ABOUT_SECTION_IDS.map((id) => (
        <section key={id} className="content-section" aria-labelledby={`about-${id}`}>
          <h2 id={`about-${id}`}>{i18n._(HEADINGS[id])}</h2>
          <div lang={fallback ? about.locale : undefined} data-testid="about-text">
            {about.text[id].map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
        </section>
      ))}

      <p className="content-actions">
        <Link to="/{-$lang}/blog" params={{ lang }} className="button-link">
          <Trans>Read the blog</Trans>
        </Link>
        <Link to="/{-$lang}/contact" params={{ lang }} className="button-link secondary">
          <Trans>Contact us</Trans>
        </Link>
        <Link to="/{-$lang}/credits" params={{ lang }} className="button-link secondary" data-testid="about-credits">
          <Trans>Music credits</Trans>
        </Link>
      </p>
    </main>
  );
}
