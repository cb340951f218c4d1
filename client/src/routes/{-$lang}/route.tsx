import { createFileRoute } from '@tanstack/react-router';
import { enterLanguageRoute } from '../../lib/language-route.ts';

// Every public page lives under this optional prefix: `/faq` is English, `/fr/faq` French.
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params, location, preload }) => enterLanguageRoute(params.lang, location, preload),
});
