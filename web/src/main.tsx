import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/App';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// /auth arrives with its page already in the HTML (web/src/prerender.tsx): take it over.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
