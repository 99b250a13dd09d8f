import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/shell/boot-shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSession } from './app/session';
import { markBodyForDevice } from './app/shell/use-device-tracking';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

startSession();
markBodyForDevice();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
