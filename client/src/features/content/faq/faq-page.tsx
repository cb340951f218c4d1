import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState } from 'react';
import { langParam } from '../../../lib/i18n.ts';
import type { LocalizedText } from '../../../lib/localized-text.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { EnglishOnlyNote } from '../components/english-only-note.tsx';
import { faqCategories, type FaqCategoryId, type FaqQuestion, type FaqText } from './faq-data.ts';
import { filterFaq } from './faq-filter.ts';

const CATEGORY_NAMES: Record<FaqCategoryId, MessageDescriptor> = {
  'getting-started': msg`Getting started`,
  timer: msg`The timer`,
  music: msg`Music`,
  offline: msg`Offline & install`,
  privacy: msg`Privacy & data`,
  troubleshooting: msg`Troubleshooting`,
};

interface FaqItemProps {
  entry: FaqQuestion;
  open: boolean;
  onToggle: () => void;
  /** The language of the text when it is not the page's. */
  lang?: string;
}

function FaqItem({ entry, open, onToggle, lang }: FaqItemProps) {
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <div className="faq-item" data-testid="faq-item" data-question-id={entry.id} data-open={open} lang={lang}>
      <h3 className="faq-question">
        <button type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span>{entry.q}</span>
          <span className="faq-chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-answer" hidden={!open}>
        {entry.a.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}

/** Whether the FAQ has been shown by the app in this document: later visits start with every question closed. */
let shownByApp = false;

/**
 * The question the island opened before the app took the page over (decision 0097: client/src/island.ts opens and
 * closes them on the prerendered page), so that the app starts from what the visitor sees. Read from the page, not
 * from `<html data-hydrated>`: the route's part of the page may hydrate after the rest has marked it. Null on the
 * server, and when the app renders the page itself (nothing of it is in the document yet).
 */
function islandOpenQuestion(): string | null {
  if (typeof document === 'undefined' || shownByApp) return null;
  return (
    document.querySelector<HTMLElement>('#root [data-testid="faq-item"][data-open="true"]')?.dataset.questionId ?? null
  );
}

/**
 * /faq. The questions and answers come from the route loader in the page's language (faq-texts.ts);
 * only when that language could not be loaded are they English, marked `lang="en"` and announced by
 * the note. The search compares them by the rules of the language they are written in.
 */
export function FaqPage({ faq }: { faq: LocalizedText<FaqText> }) {
  const { t, i18n } = useLingui();
  const language = useCurrentLanguage();
  const lang = langParam(language);
  const fallback = faq.language !== language;
  const [query, setQuery] = useState('');
  const [openKey, setOpenKey] = useState<string | null>(islandOpenQuestion);
  useEffect(() => {
    shownByApp = true;
  }, []);
  const all = useMemo(() => faqCategories(faq.text), [faq.text]);
  const categories = useMemo(() => filterFaq(all, query, faq.locale), [all, query, faq.locale]);
  const matches = categories.reduce((sum, category) => sum + category.questions.length, 0);
  const searching = query.trim() !== '';

  return (
    <main className="page content-page faq-page">
      <BackHomeLink />
      <h1>
        <Trans>Frequently Asked Questions</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          Quick answers about the timer, the music, offline use and your data. By default a work session lasts 25
          minutes and a break 5 minutes; you can change both in Settings.
        </Trans>
      </p>
      {fallback && <EnglishOnlyNote />}

      <div className="faq-search" role="search">
        <label htmlFor="faq-search-input" className="visually-hidden">
          <Trans>Search the FAQ</Trans>
        </label>
        <input
          id="faq-search-input"
          type="search"
          value={query}
          placeholder={t`Search questions and answers…`}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          data-testid="faq-search"
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {searching && <Plural value={matches} one="# matching question" other="# matching questions" />}
      </p>

      {categories.length === 0 ? (
        <p className="faq-empty" data-testid="faq-empty">
          <Trans>No questions match your search. Try other words, or ask us directly.</Trans>
        </p>
      ) : (
        categories.map((category) => (
          <section
            key={category.id}
            className="faq-category"
            aria-labelledby={`faq-${category.id}`}
            data-testid="faq-category"
          >
            <h2 id={`faq-${category.id}`}>{i18n._(CATEGORY_NAMES[category.id])}</h2>
            {category.questions.map((entry) => (
              <FaqItem
                key={entry.id}
                entry={entry}
                open={openKey === entry.id}
                lang={fallback ? faq.locale : undefined}
                onToggle={() => setOpenKey((current) => (current === entry.id ? null : entry.id))}
              />
            ))}
          </section>
        ))
      )}

      <aside className="content-callout">
        <h2>
          <Trans>Still have a question?</Trans>
        </h2>
        <p>
          <Trans>
            Write to us and we will answer, usually within 24 hours on business days. For longer guides on focus and the
            Pomodoro Technique, read our blog.
          </Trans>
        </p>
        <p className="content-actions">
          <Link to="/{-$lang}/contact" params={{ lang }} className="button-link">
            <Trans>Contact us</Trans>
          </Link>
          <Link to="/{-$lang}/blog" params={{ lang }} className="button-link secondary">
            <Trans>Read the blog</Trans>
          </Link>
        </p>
      </aside>
    </main>
  );
}
