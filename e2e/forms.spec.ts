import { expect, test, type Page } from '@playwright/test';
import { API_ERROR_MESSAGES, apiError } from '../shared/api-errors.ts';

// page.route must see every request: keep the service worker out of the way.
test.use({ serviceWorkers: 'block' });

// The server allows 5 messages per connection and endpoint in 10 minutes: this file sends at most
// 2 real ones to each endpoint; every other answer comes from page.route.

test.describe('recommendation form', () => {
  const textarea = (page: Page) => page.getByRole('textbox', { name: 'Your recommendation' });
  const send = (page: Page) => page.getByTestId('recommendation-submit');
  const counter = (page: Page) => page.getByTestId('recommendation-counter');

  test('counter, limit warning and blank message', async ({ page }) => {
    await page.goto('/recommendations');
    await expect(textarea(page)).toHaveAttribute('maxlength', '2000');
    await expect(counter(page)).toHaveText('0/2000 characters');
    await expect(send(page)).toBeDisabled();
    await expect(send(page)).toHaveText('Send Recommendation');

    await textarea(page).fill('A longer break after four sessions');
    await expect(counter(page)).toHaveText('34/2000 characters');
    await expect(send(page)).toBeEnabled();
    await expect(page.getByText('Approaching character limit')).toHaveCount(0);

    await textarea(page).fill('a'.repeat(1800));
    await expect(counter(page)).toHaveText('1800/2000 characters');
    await expect(page.getByText('Approaching character limit')).toHaveCount(0);
    await textarea(page).press('End');
    await textarea(page).pressSequentially('b');
    await expect(counter(page)).toHaveText('1801/2000 characters');
    await expect(page.getByText('Approaching character limit')).toBeVisible();

    // The textarea stops at 2000 characters.
    await textarea(page).pressSequentially('c'.repeat(250));
    await expect(counter(page)).toHaveText('2000/2000 characters');
    await expect(send(page)).toBeEnabled();

    // Only spaces: nothing to send, and the form says why.
    await textarea(page).fill('     ');
    await expect(counter(page)).toHaveText('5/2000 characters');
    await expect(send(page)).toBeDisabled();
    await expect(page.getByTestId('recommendation-problem')).toHaveText('Please write a message.');
    await expect(textarea(page)).toHaveAttribute('aria-invalid', 'true');

    // Only invisible characters (a right-to-left override, zero-width spaces): refused, and the form says why.
    await textarea(page).fill('\u202E\u200B\u200B');
    await expect(send(page)).toBeDisabled();
    await expect(page.getByTestId('recommendation-problem')).toHaveText(
      'Your message has no visible text: please write a message.',
    );
  });

  test('a recommendation is stored, thanked for, and a new one can follow', async ({ page }) => {
    await page.goto('/recommendations');
    await textarea(page).fill('  Please add a gentle rain sound to the Sleep & Calm category.  ');
    const request = page.waitForRequest('**/api/recommendations/submit');
    const response = page.waitForResponse('**/api/recommendations/submit');
    await send(page).click();
    expect((await request).postDataJSON()).toEqual({
      message: 'Please add a gentle rain sound to the Sleep & Calm category.',
    });
    expect((await response).status()).toBe(201);

    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeFocused();
    await expect(textarea(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Submit New Recommendation' }).click();
    await expect(textarea(page)).toHaveValue('');
    await expect(textarea(page)).toBeFocused();
    await expect(counter(page)).toHaveText('0/2000 characters');
    await expect(send(page)).toBeDisabled();
    await expect(page.getByTestId('recommendation-problem')).toHaveCount(0);
  });

  test('shows "Sending..." while the request runs, then the server\'s message on an error, keeping the text', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/recommendations/submit', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Server unavailable' }),
      });
    });
    await page.goto('/recommendations');
    await textarea(page).fill('Keyboard shortcut to mute the music');
    await send(page).click();
    await expect(send(page)).toHaveText('Sending...');
    await expect(send(page)).toBeDisabled();
    release();
    await expect(page.getByTestId('recommendation-failure')).toHaveText('Server unavailable');
    await expect(textarea(page)).toHaveValue('Keyboard shortcut to mute the music');
    await expect(send(page)).toHaveText('Send Recommendation');
    await expect(send(page)).toBeEnabled();
  });

  test('falls back to a generic message when the server gives none', async ({ page }) => {
    await page.route('**/api/recommendations/submit', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.goto('/recommendations');
    await textarea(page).fill('More colour themes');
    await send(page).click();
    await expect(page.getByTestId('recommendation-failure')).toHaveText('An error occurred. Please try again.');
  });

  test('a network failure says so and keeps the text', async ({ page }) => {
    await page.route('**/api/recommendations/submit', (route) => route.abort());
    await page.goto('/recommendations');
    await textarea(page).fill('A weekly summary of my focus time');
    await send(page).click();
    await expect(page.getByTestId('recommendation-failure')).toHaveText('Connection error. Please try again.');
    await expect(textarea(page)).toHaveValue('A weekly summary of my focus time');
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
  });

  test('is translated', async ({ page }) => {
    await page.route('**/api/recommendations/submit', (route) => route.abort());
    await page.goto('/es/recommendations');
    await expect(page.getByTestId('recommendation-counter')).toHaveText('0/2000 caracteres');
    await page.getByRole('textbox', { name: 'Tu sugerencia' }).fill('   ');
    await expect(page.getByTestId('recommendation-problem')).toHaveText('Escribe un mensaje.');
    await page.getByRole('textbox', { name: 'Tu sugerencia' }).fill('\u2066\u200B\u2069');
    await expect(page.getByTestId('recommendation-problem')).toHaveText(
      'Tu mensaje no tiene texto visible: escribe un mensaje.',
    );
    await page.getByRole('textbox', { name: 'Tu sugerencia' }).fill('Hola');
    await page.getByTestId('recommendation-submit').click();
    await expect(page.getByTestId('recommendation-failure')).toHaveText('Error de conexión. Inténtalo de nuevo.');
  });
});

test.describe('contact form', () => {
  const form = (page: Page) => page.getByTestId('contact-form');
  const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

  async function fillValid(page: Page) {
    await field(page, 'Inquiry type').selectOption('bug');
    await field(page, 'Name').fill('Ada Lovelace');
    await field(page, 'Email').fill('ada@example.org');
    await field(page, 'Message').fill('The bell does not ring when the tab is in the background on my tablet.');
  }

  test('shows the support hours, channels, FAQ link and guidelines', async ({ page }) => {
    await page.goto('/contact');
    const hours = page.getByTestId('support-hours');
    await expect(hours).toContainText('Mon-Fri 9:00 AM-6:00 PM EST');
    await expect(hours).toContainText('Sat 10:00 AM-4:00 PM EST');
    await expect(hours).toContainText('Sun closed');
    await expect(hours).toContainText('Typical reply within 24 hours on business days.');
    await expect(page.getByTestId('contact-faq-link')).toHaveAttribute('href', '/faq');
    await expect(page.getByRole('heading', { name: 'Ways to reach us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Community' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Support guidelines' })).toBeVisible();
    const options = await field(page, 'Inquiry type')
      .locator('option:not([disabled])')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLOptionElement).value));
    expect(options).toEqual(['general', 'technical', 'feature', 'bug', 'partnership', 'feedback']);
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
    for (const label of ['Inquiry type', 'Name', 'Email', 'Message']) {
      await expect(field(page, label)).toHaveAttribute('required', '');
    }
  });

  test('checks every field before sending anything', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted += 1;
    });
    await page.goto('/contact');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-inquiryType-error')).toHaveText('Please choose an inquiry type.');
    await expect(page.getByTestId('contact-name-error')).toHaveText('Please enter your name.');
    await expect(page.getByTestId('contact-email-error')).toHaveText('Please enter a valid email address.');
    await expect(page.getByTestId('contact-message-error')).toHaveText('Please write a message.');
    await expect(field(page, 'Inquiry type')).toBeFocused();

    await field(page, 'Email').fill('not-an-address');
    await expect(page.getByTestId('contact-email-error')).toHaveText('Please enter a valid email address.');
    await field(page, 'Email').fill('someone@example.com');
    await expect(page.getByTestId('contact-email-error')).toHaveCount(0);
    expect(posted).toBe(0);
  });

  test('stores the message, thanks for 5 seconds, clears name, email and message but keeps the inquiry type', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/contact');
    await fillValid(page);
    // Time stands still from here on, so the checks below take no time off the banner's 5 s, however slow the
    // machine (an installed clock runs with the wall clock until paused).
    await page.clock.pauseAt(Date.now() + 60_000);
    const response = page.waitForResponse('**/api/contact');
    await page.getByTestId('contact-submit').click();
    const answer = await response;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toEqual({
      inquiryType: 'bug',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      message: 'The bell does not ring when the tab is in the background on my tablet.',
    });

    const banner = page.getByTestId('contact-success');
    await expect(banner).toHaveText("Thanks for reaching out! We'll get back to you soon.");
    await expect(field(page, 'Name')).toHaveValue('');
    await expect(field(page, 'Email')).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
    await expect(field(page, 'Inquiry type')).toHaveValue('bug');
    await expect(form(page).locator('.form-error')).toHaveCount(0);

    await page.clock.runFor(4800);
    await expect(banner).toBeVisible();
    await page.clock.runFor(300);
    await expect(banner).toHaveCount(0);
  });

  test('a server error shows its message and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Too many messages. Try later.' }),
      }),
    );
    await page.goto('/contact');
    await fillValid(page);
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-failure')).toHaveText('Too many messages. Try later.');
    await expect(field(page, 'Name')).toHaveValue('Ada Lovelace');
    await expect(field(page, 'Email')).toHaveValue('ada@example.org');
    await expect(field(page, 'Message')).toHaveValue(
      'The bell does not ring when the tab is in the background on my tablet.',
    );
    await expect(page.getByTestId('contact-success')).toHaveCount(0);
  });

  test("a field refused by the server is marked, in the visitor's language", async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        // What the server sends: a code per field next to the English message (shared/api-errors.ts).
        body: JSON.stringify({
          ...apiError('CONTACT_EMAIL'),
          errors: { email: API_ERROR_MESSAGES.CONTACT_EMAIL },
          fieldCodes: { email: 'CONTACT_EMAIL' },
        }),
      }),
    );
    await page.goto('/de/contact');
    await field(page, 'Art der Anfrage').selectOption('feedback');
    await field(page, 'Name').fill('Grete');
    await field(page, 'E-Mail').fill('grete@example.de');
    await field(page, 'Nachricht').fill('Tolle App!');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-email-error')).toHaveText('Bitte gib eine gültige E-Mail-Adresse ein.');
    await expect(field(page, 'E-Mail')).toBeFocused();
    await expect(field(page, 'Nachricht')).toHaveValue('Tolle App!');
  });

  test('a network failure says so and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort());
    await page.goto('/contact');
    await fillValid(page);
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-failure')).toContainText('there is no connection to the server');
    await expect(field(page, 'Name')).toHaveValue('Ada Lovelace');
    await expect(field(page, 'Message')).toHaveValue(
      'The bell does not ring when the tab is in the background on my tablet.',
    );
    await expect(field(page, 'Inquiry type')).toHaveValue('bug');
  });
});
