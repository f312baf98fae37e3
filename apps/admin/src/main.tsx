import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HomePage } from './HomePage';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <HomePage />
  </StrictMode>,
);
