import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CategoryList } from '../../features/player/components/category-list.tsx';

export const Route = createFileRoute('/{-$lang}/')({
  component: HomePage,
});

function HomePage() {
  return (
    <main className="page home">
      <h1>
        <Trans>Music library</Trans>
      </h1>
      <CategoryList />
    </main>
  );
}
