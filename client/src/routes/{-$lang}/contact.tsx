import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/components/contact-page.tsx';
import { CONTENT_PAGES_META } from '../../features/content/pages-meta.ts';
import { usePageMeta } from '../../features/content/use-page-meta.ts';

export const Route = createFileRoute('/{-$lang}/contact')({
  component: ContactPageRoute,
});

function ContactPageRoute() {
  usePageMeta(CONTENT_PAGES_META.contact);
  return <ContactPage />;
}
