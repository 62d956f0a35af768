/** The desk's start, imported by src/main.tsx only on a /desk path: its code stays out of the storefront's first load. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createDeskActors } from './app/actors.ts';
import { DeskApp } from './DeskApp.tsx';

export function startDesk(root: HTMLElement): void {
  const actors = createDeskActors();
  createRoot(root).render(
    <StrictMode>
      <DeskApp actors={actors} />
    </StrictMode>,
  );
}
