import '#client/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#client/app/app';
import { followTheme } from '#client/lib/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// index.html's script chose the theme for the first paint; from here on the device and other tabs can change it.
followTheme();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
