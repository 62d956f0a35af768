/** Gives screens the app's actors; screens read snapshots with useSelector and send events. */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { AppActors } from './actors.ts';

const ActorsContext = createContext<AppActors | null>(null);

export function ActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return <ActorsContext.Provider value={actors}>{children}</ActorsContext.Provider>;
}

export function useActors(): AppActors {
  const actors = useContext(ActorsContext);
  if (!actors) throw new Error('useActors needs an ActorsProvider');
  return actors;
}

/** A screen that shows products or prices tells the catalogue it opened: a stale catalogue is fetched again (spec section 7). */
export function useCatalogueOpened(): void {
  const { catalogue } = useActors();
  useEffect(() => catalogue.send({ type: 'OPENED' }), [catalogue]);
}
