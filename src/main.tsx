import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ComingSoon } from './ComingSoon.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ComingSoon />
  </StrictMode>,
);
