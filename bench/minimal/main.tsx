import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MinimalApp } from './MinimalApp';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <MinimalApp />
    </StrictMode>,
  );
}
