import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/content/faq/faq-page.tsx';
import { CONTENT_PAGES_META } from '../../features/content/pages-meta.ts';
import { usePageMeta } from '../../features/content/use-page-meta.ts';
import { FAQ_CATEGORIES } from '../../features/content/faq/faq-data.ts';
import { webPageInput } from '../../lib/use-page-head.ts';
import { faqPage } from '#shared/structured-data.ts';

export const Route = createFileRoute('/{-$lang}/faq')({
  component: FaqPageRoute,
});

function FaqPageRoute() {
  // Every question of the FAQ data; the questions and answers are written in English.
  usePageMeta(CONTENT_PAGES_META.faq, {
    structuredData: (page) =>
      faqPage({
        ...webPageInput(page),
        questions: FAQ_CATEGORIES.flatMap((category) => category.questions),
        questionsLanguage: 'en',
      }),
  });
  return <FaqPage />;
}
