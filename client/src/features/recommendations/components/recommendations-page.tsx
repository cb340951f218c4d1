import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { validateRecommendation } from '#shared/validation.ts';
import { langParam } from '../../../lib/i18n.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { submitRecommendation } from '../api.ts';
import { recommendationFormView } from '../form-state.ts';
import { problemText } from '../messages.ts';
import { failureText } from '../../../lib/api-error-text.ts';
import { useHydrated } from '../../../lib/hydration.ts';

function RecommendationForm({ onSent, focusOnMount }: { onSent: () => void; focusOnMount: boolean }) {
  const { t } = useLingui();
  // Disabled in the prerendered HTML until React has taken over: typed text or a submit would be lost.
  const hydrated = useHydrated();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // A new form after "Submit New Recommendation" takes the focus, where the visitor will type.
  useEffect(() => {
    if (focusOnMount) textarea.current?.focus();
  }, [focusOnMount]);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const view = recommendationFormView(text, sending, touched);
  const { count, max } = view;
  const describedBy = ['recommendation-counter', view.problem ? 'recommendation-problem' : null]
    .filter(Boolean)
    .join(' ');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!view.canSend) return;
    const checked = validateRecommendation(text);
    if (!checked.ok) return;
    setFailure(null);
    setSending(true);
    const result = await submitRecommendation(checked.message);
    setSending(false);
    if (result.ok) {
      onSent();
    } else if (result.kind === 'http') {
      setFailure(failureText(result, t`An error occurred. Please try again.`));
    } else {
      setFailure(t`Connection error. Please try again.`);
    }
  };

  return (
    <form className="recommendation-form form-card" noValidate onSubmit={onSubmit} data-testid="recommendation-form">
      <div className="form-field">
        <label htmlFor="recommendation-message">
          <Trans>Your recommendation</Trans>
        </label>
        <textarea
          disabled={!hydrated}
          ref={textarea}
          id="recommendation-message"
          name="message"
          rows={8}
          maxLength={view.max}
          required
          value={text}
          placeholder={t`For example: a new music mood, a different bell sound, or anything that would help you focus.`}
          aria-invalid={view.problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            setTouched(true);
          }}
          data-testid="recommendation-message"
        />
        <div className="form-field-meta">
          <span
            id="recommendation-counter"
            className="char-counter"
            data-near-limit={view.nearLimit}
            data-testid="recommendation-counter"
          >
            <Trans>
              {count}/{max} characters
            </Trans>
          </span>
          <span role="status" className="char-warning" data-testid="recommendation-warning">
            {view.nearLimit && <Trans>Approaching character limit</Trans>}
          </span>
        </div>
        {view.problem && (
          <p id="recommendation-problem" className="form-error" data-testid="recommendation-problem">
            {problemText(view.problem)}
          </p>
        )}
      </div>

      <div className="form-live" role="alert">
        {failure && (
          <p className="form-banner error" data-testid="recommendation-failure">
            {failure}
          </p>
        )}
      </div>

      <p className="form-note">
        <Trans>No name or email needed. Please do not include personal information.</Trans>
      </p>

      <button
        type="submit"
        className="button-primary"
        disabled={!view.canSend || !hydrated}
        data-testid="recommendation-submit"
      >
        {sending ? t`Sending...` : t`Send Recommendation`}
      </button>
    </form>
  );
}

function ThankYou({ onAgain }: { onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="form-card thank-you" aria-labelledby="thank-you-heading" data-testid="recommendation-thanks">
      <h2 id="thank-you-heading" tabIndex={-1} ref={heading}>
        <Trans>Thank You!</Trans>
      </h2>
      <p>
        <Trans>
          Your recommendation has reached us. We read every suggestion, and many of Pomolo's features started exactly
          like this.
        </Trans>
      </p>
      <button type="button" className="button-primary" onClick={onAgain} data-testid="recommendation-again">
        <Trans>Submit New Recommendation</Trans>
      </button>
    </section>
  );
}

export function RecommendationsPage() {
  const language = useCurrentLanguage();
  const lang = langParam(language);
  const [sent, setSent] = useState(false);
  // A new key gives a fresh, empty form after "Submit New Recommendation".
  const [formKey, setFormKey] = useState(0);

  return (
    <main className="page content-page recommendations-page">
      <p className="back-link">
        <Link to="/{-$lang}" params={{ lang }} data-testid="back-home">
          <span aria-hidden="true">← </span>
          <Trans>Back to the timer</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Any Recommendations?</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          What would make Pomolo better for you? A missing feature, a new music mood, something that bothers you: tell
          us in your own words.
        </Trans>
      </p>

      {sent ? (
        <ThankYou
          onAgain={() => {
            setFormKey((key) => key + 1);
            setSent(false);
          }}
        />
      ) : (
        <RecommendationForm key={formKey} focusOnMount={formKey > 0} onSent={() => setSent(true)} />
      )}

      <p className="content-aside-text">
        <Trans>
          Need an answer rather than sharing an idea? Use the{' '}
          <Link to="/{-$lang}/contact" params={{ lang }}>
            contact form
          </Link>
          .
        </Trans>
      </p>
    </main>
  );
}
