import '#client/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#client/app/app';
import { reloadOnStaleBuild } from '#client/lib/stale-build';
import { followTheme } from '#client/lib/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// index.html's script chose the theme for the first paint; from here on the device and other tabs can change it.
followTheme();
reloadOnStaleBuild();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
