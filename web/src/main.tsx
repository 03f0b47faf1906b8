import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import './styles/layout.css';
import './styles/pages.css';
import { App } from './app/App';
import { unregisterServiceWorkers } from './app/unregisterServiceWorkers';

void unregisterServiceWorkers();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
