import { createFileRoute } from '@tanstack/react-router';
import { faqCategories } from '../../features/content/faq/faq-data.ts';
import { FaqPage } from '../../features/content/faq/faq-page.tsx';
import { loadFaqText } from '../../features/content/faq/faq-texts.ts';
import { CONTENT_PAGES_META } from '../../features/content/pages-meta.ts';
import { usePageMeta } from '../../features/content/use-page-meta.ts';
import { languageOfParam } from '../../lib/localized-text.ts';
import { webPageInput } from '../../lib/use-page-head.ts';
import { faqPage } from '#shared/structured-data.ts';

export const Route = createFileRoute('/{-$lang}/faq')({
  // The questions and answers in the page's language, loaded before it renders (one chunk per language).
  loader: ({ params }) => loadFaqText(languageOfParam(params.lang)),
  component: FaqPageRoute,
});

function FaqPageRoute() {
  const faq = Route.useLoaderData();
  // Every question the page shows, with its answer, in the language it is written in.
  usePageMeta(CONTENT_PAGES_META.faq, {
    structuredData: (page) =>
      faqPage({
        ...webPageInput(page),
        questions: faqCategories(faq.text).flatMap((category) => category.questions),
        questionsLanguage: faq.locale === page.locale ? undefined : faq.locale,
      }),
  });
  return <FaqPage faq={faq} />;
}
