import { useAtomValue, useSetAtom } from 'jotai';
import { startTransition, useEffect } from 'react';
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
    // The controller picks its track at once; React redraws the player with it as a transition, in slices it yields
    // between, like the render of the tracks themselves (atoms.ts): not one long task after the take-over (issue 26).
    if (catalogue.status === 'ready') startTransition(() => playerController.adopt());
  }, [catalogue]);

  return {
    catalogue,
    retry: () => void loadCatalogue({ force: true }),
    controller: playerController,
  };
}
