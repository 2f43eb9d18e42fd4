import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/App';

const root = document.getElementById('root')!;
if (root.hasChildNodes()) {
  // /auth and a signed-in person's pages arrive already rendered (web/src/server-render.tsx):
  // let the browser paint them first, then take them over in small slices (a transition
  // yields to the browser) rather than in one long task.
  requestAnimationFrame(() => setTimeout(() => startTransition(() => void hydrateRoot(root, <App />))));
} else {
  createRoot(root).render(<App />);
}
