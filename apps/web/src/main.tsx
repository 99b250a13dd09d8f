import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/shell/boot-shell.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSession } from './app/session';
import { markBodyForDevice } from './app/shell/use-device-tracking';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

startSession();
markBodyForDevice();

const root = createRoot(container);
// A transition renders in slices that yield to the browser, rather than in
// one long task that blocks input while the first screen is built.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
