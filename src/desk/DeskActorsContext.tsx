/** Gives desk screens the desk's actors; screens read snapshots with useSelector and send events. */
import { createContext, useContext, type ReactNode } from 'react';
import type { DeskActors } from './app/actors.ts';

const DeskActorsContext = createContext<DeskActors | null>(null);

export function DeskActorsProvider({ actors, children }: { actors: DeskActors; children: ReactNode }) {
  return <DeskActorsContext.Provider value={actors}>{children}</DeskActorsContext.Provider>;
}

export function useDeskActors(): DeskActors {
  const actors = useContext(DeskActorsContext);
  if (!actors) throw new Error('useDeskActors needs a DeskActorsProvider');
  return actors;
}
