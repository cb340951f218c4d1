import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import {
  CONTACT_LIMITS,
  INQUIRY_TYPES,
  validateContact,
  type ContactField,
  type ContactInput,
} from '#shared/validation.ts';
import { sendContactMessage } from '../api.ts';
import { inquiryTypeLabel, contactErrorText } from '../messages.ts';
import { failureText } from '../../../lib/api-error-text.ts';
import { useHydrated } from '../../../lib/hydration.ts';

/** How long the thank-you banner stays (SPEC §9). */
export const CONTACT_BANNER_MS = 5000;

const EMPTY: ContactInput = { inquiryType: '', name: '', email: '', message: '' };
const FIELD_ORDER: readonly ContactField[] = ['inquiryType', 'name', 'email', 'message'];

type Errors = Partial<Record<ContactField, string>>;

export function ContactForm() {
  const { t } = useLingui();
  // Disabled in the prerendered HTML until React has taken over: typed text or a submit would be lost.
  const hydrated = useHydrated();
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!thanks) return;
    const timer = window.setTimeout(() => setThanks(false), CONTACT_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [thanks]);

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing so a fixed field stops complaining at once.
    if (attempted) setErrors(validateContact(next).errors);
  };

  /** Focuses the first field in error; the fields are the form's own named controls. */
  const focusFirstError = (form: HTMLFormElement, found: Errors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setAttempted(true);
    setFailure(null);
    setThanks(false);
    const { errors: found, value } = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(form, found);
      return;
    }
    setSending(true);
    const result = await sendContactMessage(value);
    setSending(false);
    if (result.ok) {
      // The inquiry type stays: someone writing twice usually writes about the same kind of thing.
      setValues((current) => ({ ...current, name: '', email: '', message: '' }));
      setErrors({});
      setAttempted(false);
      setThanks(true);
      return;
    }
    if (result.kind === 'invalid') {
      const serverErrors = Object.keys(result.errors).length > 0 ? result.errors : {};
      setErrors(serverErrors);
      setFailure(failureText(result, result.message));
      focusFirstError(form, serverErrors);
    } else if (result.kind === 'http') {
      setFailure(failureText(result, t`The server could not take your message right now. Please try again later.`));
    } else {
      setFailure(
        t`Your message could not be sent: there is no connection to the server. Check your connection and try again.`,
      );
    }
  };

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    required: true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
  });

  const fieldError = (field: ContactField) => {
    const message = errors[field];
    return message ? (
      <p id={`contact-${field}-error`} className="form-error" data-testid={`contact-${field}-error`}>
        {contactErrorText(message)}
      </p>
    ) : null;
  };

  return (
    <form
      className="contact-form form-card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      data-testid="contact-form"
    >
      <h2 id="contact-form-heading">
        <Trans>Send us a message</Trans>
      </h2>

      <div className="form-live" role="status" aria-live="polite">
        {thanks && (
          <p className="form-banner success" data-testid="contact-success">
            <Trans>Thanks for reaching out! We'll get back to you soon.</Trans>
          </p>
        )}
      </div>
      <div className="form-live" role="alert">
        {failure && (
          <p className="form-banner error" data-testid="contact-failure">
            {failure}
          </p>
        )}
      </div>

      <div className="form-field">
        <label htmlFor="contact-inquiryType">
          <Trans>Inquiry type</Trans>
        </label>
        <select
          disabled={!hydrated}
          {...fieldProps('inquiryType')}
          value={values.inquiryType}
          onChange={(event) => update('inquiryType', event.target.value)}
        >
          <option value="" disabled>
            {t`Choose a topic`}
          </option>
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {inquiryTypeLabel(type)}
            </option>
          ))}
        </select>
        {fieldError('inquiryType')}
      </div>

      <div className="form-row">
        <div className="form-field">
          <label htmlFor="contact-name">
            <Trans>Name</Trans>
          </label>
          <input
            disabled={!hydrated}
            {...fieldProps('name')}
            type="text"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
          />
          {fieldError('name')}
        </div>
        <div className="form-field">
          <label htmlFor="contact-email">
            <Trans>Email</Trans>
          </label>
          <input
            disabled={!hydrated}
            {...fieldProps('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={CONTACT_LIMITS.email}
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
          />
          {fieldError('email')}
        </div>
      </div>

      <div className="form-field">
        <label htmlFor="contact-message">
          <Trans>Message</Trans>
        </label>
        <textarea
          disabled={!hydrated}
          {...fieldProps('message')}
          rows={7}
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          onChange={(event) => update('message', event.target.value)}
        />
        {fieldError('message')}
      </div>

      <p className="form-note">
        <Trans>All fields are required. We only use your details to answer you.</Trans>
      </p>

      <button type="submit" className="button-primary" disabled={sending || !hydrated} data-testid="contact-submit">
        {sending ? t`Sending...` : t`Send Message`}
      </button>
    </form>
  );
}
