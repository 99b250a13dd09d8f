import type { ReactNode } from 'react';
import { Logo } from '@/shared/ui/logo';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';
import './layouts.css';

/** A page without the site chrome (error screens): the logo home link and the main landmark. */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <div className="standalone-page">
      <header className="standalone-page__header">
        <Logo />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="standalone-page__main">
        {children}
      </main>
    </div>
  );
}
