// The language first: shared/i18n activates it and sets <html lang dir> before anything renders.
import './shared/i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import './styles/layout.css';
import './styles/pages.css';
import { App } from './app/App';
import { unregisterServiceWorkers } from './app/unregisterServiceWorkers';
import { beforeFirstRender } from './app/firstRender';

void unregisterServiceWorkers();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render replaces index.html's static start-up screen (#root's content).
void beforeFirstRender().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
