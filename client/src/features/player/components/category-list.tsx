import { Plural, Trans } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { ApiError } from '../../../lib/api-client.ts';
import { catalogueAtom, loadCatalogueAtom } from '../atoms.ts';

export function CategoryList() {
  const catalogue = useAtomValue(catalogueAtom);
  const loadCatalogue = useSetAtom(loadCatalogueAtom);

  useEffect(() => {
    void loadCatalogue();
  }, [loadCatalogue]);

  if (catalogue.status === 'error') {
    return (
      <div role="alert" className="catalogue-error" data-testid="catalogue-error">
        <p>
          <strong>
            <Trans>Failed to load audio tracks</Trans>
          </strong>
        </p>
        <p>
          <ErrorReason error={catalogue.error} />
        </p>
        <button type="button" onClick={() => void loadCatalogue({ force: true })}>
          <Trans>Retry</Trans>
        </button>
      </div>
    );
  }

  if (catalogue.status !== 'ready') {
    return (
      <p role="status" className="catalogue-loading" data-testid="catalogue-loading">
        <Trans>Loading music…</Trans>
      </p>
    );
  }

  if (catalogue.categories.length === 0) {
    return (
      <p data-testid="catalogue-empty">
        <Trans>No music in the library yet.</Trans>
      </p>
    );
  }

  return (
    <ul className="category-list" data-testid="category-list">
      {catalogue.categories.map((category) => {
        const count = category.tracks.length;
        return (
          <li key={category.id} data-testid="category" data-folder={category.folder}>
            <span className="category-icon" aria-hidden="true">
              {category.icon || '🎵'}
            </span>{' '}
            <span className="category-name">{category.name}</span>{' '}
            <span className="category-count">
              <Plural value={count} one="# track" other="# tracks" />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function ErrorReason({ error }: { error: ApiError }) {
  if (error.kind === 'network') {
    return <Trans>Could not reach the server. Check your connection and try again.</Trans>;
  }
  if (error.kind === 'http') {
    const status = error.status;
    return <Trans>The server could not deliver the music library (HTTP {status}).</Trans>;
  }
  return <Trans>The server sent an unexpected answer.</Trans>;
}
