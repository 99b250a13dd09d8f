import type { MouseEvent } from 'react';
import { openUrl } from '@/shared/native/open-url';
import { alert } from '@/shared/ui/dialog';
import type { RegistrationSite } from '../lib/registration-sites';

/**
 * The link to the exam body's registration site. A plain link, so it works
 * before the script runs and with a modified click; a plain click goes
 * through the open helper: in the hybrid app the in-app browser (the web
 * view itself would leave the app for another site), on the web a new tab.
 */
export function RegistrationLink({ site }: { site: RegistrationSite }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Ctrl/⌘/Shift-click and the middle button keep the browser's own choice.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void openUrl(site.url, 'browser').then(async (result) => {
      if (result.success) return;
      // A blocked pop-up: say where to go instead of failing silently.
      await alert(
        `${site.name} 페이지를 열지 못했습니다. 팝업 차단을 해제하거나 ${site.url} 에 직접 접속해 주십시오.`,
      );
    });
  };
  return (
    <p className="certi-next__apply">
      <a
        className="button button--primary button--small"
        href={site.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
      >
        {site.name}에서 원서 접수<span className="sr-only"> (새 창)</span>
      </a>
    </p>
  );
}
