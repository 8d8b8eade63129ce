import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n';
import './index.css';
import { App } from './app/app';
import { preloadPages } from './app/router';

// The opening page's code is already on its way (the HTML preloads it): wait for it, so the first
// render is the page itself rather than a spinner React would then hold for ~300 ms. A reader of
// another language than English also waits for its strings (started with the code): no English flash.
void Promise.all([preloadPages(location.pathname), i18nReady()]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
