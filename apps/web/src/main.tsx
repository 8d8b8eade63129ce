import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n';
import './index.css';
import { App } from './app/app';
import { preloadPages } from './app/router';
import { isServerRendered } from './lib/ssr-state';
import { hydrateInPieces } from './lib/hydrate-in-pieces';

// The opening page's code is already on its way (the HTML preloads it): wait for it, so the first
// render is the page itself rather than a spinner React would then hold for ~300 ms. A reader of
// another language than English also waits for its strings (started with the code): no English flash.
// A page the server rendered (docs/decisions/029 and 034) is hydrated: the same tree over the
// same HTML, in pieces (lib/hydrate-in-pieces.tsx); every other page is rendered into the empty root.
void Promise.all([preloadPages(location.pathname), i18nReady()]).then(() => {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (isServerRendered(root)) hydrateInPieces(() => hydrateRoot(root, app));
  else createRoot(root).render(app);
});
