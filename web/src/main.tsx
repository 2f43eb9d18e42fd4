import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/App';

const root = document.getElementById('root')!;
// /auth arrives with its page already in the HTML (web/src/prerender.tsx): take it over.
if (root.hasChildNodes()) hydrateRoot(root, <App />);
else createRoot(root).render(<App />);
