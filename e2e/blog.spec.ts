import { expect, test, type Page } from '@playwright/test';

// The offline and installation journeys (pwa, offline, corners, sync) cover the service worker; these are about
// the page, so they run without it: its precache costs a context about 0.8 s of CPU (issue 24).
test.use({ serviceWorkers: 'block' });

const SLUGS = [
  'productivity-trends-2025',
  'pomodoro-science-new',
  'adhd-pomodoro-guide',
  'pomodoro-hacks',
  'pomodoro-technique-guide',
  'pomodoro-apps-comparison',
  'pomodoro-technique-science',
  'breaking-procrastination',
  'digital-minimalism',
  'time-blocking-mastery',
];

/** Collects uncaught page errors and requests that leave the app's own origin. */
function watch(page: Page): { errors: string[]; foreign: string[] } {
  const seen = { errors: [] as string[], foreign: [] as string[] };
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') seen.foreign.push(request.url());
  });
  return seen;
}

test('the blog index lists the ten articles in order, with previews, read-more links and empty ad slots', async ({
  page,
}) => {
  const seen = watch(page);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'The Pomolo Blog' })).toBeVisible();
  await expect(page.getByTestId('updated-weekly')).toHaveText('Updated weekly');
  await expect(page).toHaveTitle('Blog — Pomolo');

  const cards = page.getByTestId('blog-card');
  await expect(cards).toHaveCount(10);
  const readMore = page.getByTestId('read-more');
  expect(await readMore.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    SLUGS.map((slug) => `/blog/${slug}`),
  );

  // A card: category, date, read time, and three preview lines with the bold markers gone.
  const first = cards.first();
  await expect(first.locator('.blog-category')).toHaveText('Productivity');
  await expect(first.locator('time')).toHaveText('January 8, 2025');
  await expect(first).toContainText('7 min read');
  await expect(first.locator('.blog-card-preview p')).toHaveCount(3);
  await expect(first.locator('.blog-card-preview')).toContainText('what to take from it');
  await expect(first.locator('.blog-card-preview')).not.toContainText('**');

  await expect(page.getByTestId('blog-home-link')).toHaveAttribute('href', '/');
  await expect(page.getByTestId('blog-about-link')).toHaveAttribute('href', '/about');

  // Nothing configured: no newsletter box, ad slots are empty containers, nothing third-party loads.
  await expect(page.getByTestId('newsletter-box')).toHaveCount(0);
  const slots = page.getByTestId('ad-slot');
  await expect(slots).toHaveCount(3);
  expect(
    await slots.evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('data-ad-variant'), node.childElementCount]),
    ),
  ).toEqual([
    ['vertical', 0],
    ['horizontal', 0],
    ['vertical', 0],
  ]);
  expect(seen.foreign).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('the vertical 160x600 ad columns appear only on extra-large screens', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/blog');
  const vertical = page.locator('[data-testid="ad-slot"][data-ad-variant="vertical"]');
  await expect(vertical).toHaveCount(2);
  for (const box of [await vertical.nth(0).boundingBox(), await vertical.nth(1).boundingBox()]) {
    expect(box).toMatchObject({ width: 160, height: 600 });
  }
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(vertical.first()).toBeHidden();
});

test('an article shows its breadcrumb, title block, body, related links and call-to-action', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/blog');
  await page.getByTestId('blog-card').last().getByTestId('read-more').click();
  await expect(page).toHaveURL(/\/blog\/time-blocking-mastery$/);

  const article = page.getByTestId('blog-article');
  const title = 'Time Blocking Mastery: Plan Your Day in Focused Blocks';
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} — Pomolo`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Why time blocking works/);

  const crumbs = page.getByTestId('breadcrumb').getByRole('listitem');
  await expect(crumbs).toHaveText(['Home', 'Blog', title]);
  await expect(page.getByTestId('breadcrumb').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByTestId('breadcrumb').getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');

  const header = article.locator('.blog-article-header');
  await expect(header.locator('.blog-category')).toHaveText('Time Management');
  await expect(header.locator('time')).toHaveText('November 28, 2024');
  await expect(header).toContainText('9 min read');
  await expect(header).toContainText('By Pomolo Team');
  await expect(article.locator('.blog-body h2').first()).toHaveText('What time blocking is');
  expect(await article.locator('.blog-body p').count()).toBeGreaterThan(20);

  const related = page.getByTestId('related-articles').getByRole('link');
  const count = await related.count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(4);
  for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(SLUGS.map((slug) => `/blog/${slug}`)).toContain(href);
  }

  const cta = page.getByTestId('blog-cta');
  await expect(cta.getByRole('heading', { name: 'Ready to focus?' })).toBeVisible();
  await expect(cta.getByRole('link', { name: 'Start the timer' })).toHaveAttribute('href', '/');

  // Following a related link swaps the article in place.
  const relatedTitle = (await related.first().textContent())!;
  await related.first().click();
  await expect(page.getByTestId('blog-article').getByRole('heading', { level: 1 })).toHaveText(relatedTitle);
  expect(seen.errors).toEqual([]);
});

test('an unknown slug on either blog route says "Post Not Found" and leads back to the blog', async ({ page }) => {
  for (const path of ['/blog/no-such-article', '/blog/post/no-such-post']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Post Not Found — Pomolo');
    const back = page.getByRole('link', { name: '← Back to Blog' });
    await expect(back).toHaveAttribute('href', '/blog');
    await back.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId('blog-card')).toHaveCount(10);
  }
});

test('a built-in post renders its headings and list items, with an ad slot and a try-the-timer link', async ({
  page,
}) => {
  await page.goto('/blog');
  await page.getByTestId('short-read').first().click();
  await expect(page).toHaveURL(/\/blog\/post\/science-behind-pomodoro-technique$/);
  const post = page.getByTestId('blog-post');
  await expect(post.getByRole('heading', { level: 1 })).toHaveText(
    'The Science Behind the Pomodoro Technique, in Brief',
  );
  await expect(post).toContainText('By Pomolo Team');
  await expect(post.locator('time')).toHaveText('August 5, 2025');
  await expect(post).toContainText('4 min read');
  await expect(post.locator('.blog-body h2').first()).toHaveText('Where it comes from');
  expect(await post.locator('.blog-body h2').count()).toBeGreaterThanOrEqual(5);
  await expect(post.locator('.blog-body ul li').first()).toHaveText(
    'A fixed interval gives attention a natural end point before it fades too far.',
  );
  await expect(post.locator('.blog-body')).not.toContainText('**');
  await expect(post.getByTestId('ad-slot')).toHaveCount(1);
  await expect(post.getByTestId('back-to-blog')).toHaveAttribute('href', '/blog');
  await post.getByTestId('try-timer').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('/fr/blog translates the chrome, keeps the /fr prefix in links and formats dates in French', async ({ page }) => {
  await page.goto('/fr/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1, name: 'Le blog de Pomolo' })).toBeVisible();
  await expect(page.getByTestId('updated-weekly')).toHaveText('Mis à jour chaque semaine');
  await expect(page.getByTestId('read-more').first()).toHaveText(/Lire la suite/);
  await expect(page.getByTestId('blog-card').first().locator('time')).toHaveText('8 janvier 2025');
  await expect(page.getByTestId('blog-card').first()).toContainText('7 min de lecture');
  // The article text stays English and says so.
  await expect(page.getByTestId('blog-card').first().locator('.blog-card-preview')).toHaveAttribute('lang', 'en');
  expect(
    await page.getByTestId('read-more').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(SLUGS.map((slug) => `/fr/blog/${slug}`));
  await expect(page.getByTestId('blog-home-link')).toHaveAttribute('href', '/fr');
  await expect(page.getByTestId('blog-about-link')).toHaveAttribute('href', '/fr/about');

  await page.getByTestId('read-more').nth(6).click();
  await expect(page).toHaveURL(/\/fr\/blog\/pomodoro-technique-science$/);
  await expect(page.getByTestId('breadcrumb').getByRole('listitem').first()).toHaveText('Accueil');
  await expect(page.getByTestId('breadcrumb').getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/fr/blog');
  await expect(page.getByTestId('blog-article').locator('time').first()).toHaveText('20 juin 2025');
  await expect(page.getByRole('heading', { name: 'Articles connexes' })).toBeVisible();
  await expect(page.getByTestId('blog-cta').getByRole('link', { name: 'Lancer le minuteur' })).toHaveAttribute(
    'href',
    '/fr',
  );

  await page.goto('/fr/blog/inconnu');
  await expect(page.getByRole('heading', { level: 1, name: 'Article introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Retour au blog' })).toHaveAttribute('href', '/fr/blog');
});
