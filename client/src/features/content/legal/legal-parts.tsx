import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { getLanguage } from '#shared/languages.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';

/** "Last updated: November 28, 2026", the date written the way the active language writes dates. */
export function LastUpdated({ isoDate }: { isoDate: string }) {
  const language = useCurrentLanguage();
  const date = new Intl.DateTimeFormat(getLanguage(language).locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
  return (
    <p className="legal-updated" data-testid="last-updated">
      <Trans>
        Last updated: <time dateTime={isoDate}>{date}</time>
      </Trans>
    </p>
  );
}

/** A numbered section of a legal text; the heading carries the anchor id. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="legal-section" aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
