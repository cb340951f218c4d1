import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { catalogueAtom, loadCatalogueAtom } from './atoms.ts';
import { playerController } from './player-controller.ts';

/**
 * Loads the catalogue once and hands every ready catalogue to the controller (which selects the
 * first track). Returns the catalogue state, a retry and the controller's actions.
 */
export function usePlayer() {
  const catalogue = useAtomValue(catalogueAtom);
  const loadCatalogue = useSetAtom(loadCatalogueAtom);

  useEffect(() => {
    void loadCatalogue();
  }, [loadCatalogue]);

  useEffect(() => {
    if (catalogue.status === 'ready') playerController.adopt();
  }, [catalogue]);

  return {
    catalogue,
    retry: () => void loadCatalogue({ force: true }),
    controller: playerController,
  };
}
