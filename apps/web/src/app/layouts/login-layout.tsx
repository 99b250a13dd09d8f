import { Outlet } from 'react-router';
import { Logo } from '@/shared/ui/logo';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';
import './layouts.css';

/** Login, sign-up and consent screens: a centred card under the logo. */
export function LoginLayout() {
  return (
    <div className="login-layout">
      <header className="login-layout__header">
        <Logo />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="login-layout__card">
        <Outlet />
      </main>
      <footer className="login-layout__footer">
        <p>© 일터</p>
      </footer>
    </div>
  );
}
