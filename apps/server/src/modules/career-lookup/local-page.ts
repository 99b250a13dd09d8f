import { CAREER_LOOKUP_AUTH_LABELS, type CareerLookupAuthMethod } from '@ilteo/contract';
import { escapeHtml } from '../../lib/html-escape';
import { htmlPage } from '../../lib/html-page';
import { LOCAL_WINDOW_PATH } from './local-provider';

/**
 * The local provider's window, standing in for the 간편인증 app. It runs
 * under the site's CSP (no inline script), and every value is escaped.
 */

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, 'Apple SD Gothic Neo', 'Malgun Gothic', 'NanumGothic', sans-serif; }
  body { margin: 0; background: #f4f6f8; color: #1b1f24; line-height: 1.5; }
  main { max-width: 26rem; margin: 0 auto; padding: 1.5rem 1.25rem 2.5rem; background: #fff; min-height: 100vh; box-sizing: border-box; }
  h1 { font-size: 1.375rem; margin: 0 0 1rem; }
  .notice { border: 2px solid #b45309; background: #fff7ed; padding: .75rem 1rem; border-radius: .5rem; margin: 0 0 1rem; }
  button { width: 100%; font: inherit; font-weight: 600; padding: .75rem 1rem; border-radius: .375rem; cursor: pointer; background: #0e7490; color: #fff; border: 1px solid #0e7490; }
  button:focus-visible { outline: 3px solid #19bed4; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return htmlPage({ title, style: STYLE, body });
}

export function localMessagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}

/** The stand-in's one question: did the member approve in the app? */
export function localWindowPage(view: {
  lookupId: string;
  authMethod: CareerLookupAuthMethod;
  csrfToken: string;
}): string {
  const app = CAREER_LOOKUP_AUTH_LABELS[view.authMethod];
  return page(
    '경력 불러오기 간편인증 (개발용)',
    `<h1>경력 불러오기 간편인증 <small>(개발용 대체 화면)</small></h1>
<p class="notice" role="note"><strong>개발용 화면입니다.</strong> ${escapeHtml(app)} 간편인증과 건강보험 자격득실 조회를 대신하는 개발·테스트용 화면으로, 본인인증 정보로 만든 가상의 경력을 돌려줍니다. 운영 환경에서는 열리지 않습니다.</p>
<p>실제 서비스에서는 휴대폰의 ${escapeHtml(app)} 앱에서 인증 요청을 승인합니다. 아래 단추를 누르면 승인한 것으로 처리합니다.</p>
<form method="post" action="${LOCAL_WINDOW_PATH}">
<input type="hidden" name="lookupId" value="${escapeHtml(view.lookupId)}">
<input type="hidden" name="_csrf" value="${escapeHtml(view.csrfToken)}">
<button type="submit">${escapeHtml(app)} 인증 완료</button>
</form>`,
  );
}
