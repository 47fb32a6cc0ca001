import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { installErrorCapture, reactErrorHandlers, recordError } from './errorLog';

installErrorCapture(window, recordError);

const root = document.getElementById('root');
if (root) {
  createRoot(root, reactErrorHandlers(recordError)).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
