import { html } from './html';
import { NO_REPLY, button, clip, layout, oneLine, webLink, type RenderedMail } from './templates';

/** A company asked the applicant to take the vocational test (issue 24, decision 0043). */
export interface TestRequestMail {
  /** The member's name, for the greeting. */
  name: string;
  companyName: string;
  postingTitle: string;
  /** Absolute link on the site: my home's test page. */
  url: string;
}

/**
 * Only who asked and where to go: the test is taken on the site, behind the
 * member's login, and sharing its result with the company is the member's
 * own choice there (the mail says so, so nobody thinks it is automatic).
 */
export function renderTestRequest(data: TestRequestMail): RenderedMail {
  const name = oneLine(data.name);
  const companyName = oneLine(data.companyName);
  const posting = oneLine(data.postingTitle);
  const url = webLink(data.url);
  const subject = `[일터] ${clip(companyName, 40)}에서 직업 성향 검사를 요청했습니다`;
  const text = [
    `안녕하세요, ${name} 님. 일터입니다.`,
    '',
    '지원하신 기업에서 직업 성향 검사를 요청했습니다.',
    `기업: ${companyName}`,
    `공고: ${posting}`,
    '',
    '검사는 아래 링크에서 할 수 있으며, 결과를 기업과 공유할지는 검사를 마친 뒤 직접 정합니다.',
    url,
    '',
    NO_REPLY,
    '',
  ].join('\n');
  const content = html`<p style="margin:0 0 12px;">안녕하세요, ${name} 님. 일터입니다.</p>
    <p style="margin:0 0 12px;">
      지원하신 기업에서 <strong>직업 성향 검사</strong>를 요청했습니다.
    </p>
    <p style="margin:0 0 4px;"><strong>기업</strong> ${companyName}</p>
    <p style="margin:0 0 12px;"><strong>공고</strong> ${posting}</p>
    <p style="margin:0 0 12px;">결과를 기업과 공유할지는 검사를 마친 뒤 직접 정합니다.</p>
    ${button(url, '검사하러 가기')}`;
  return { subject, text, html: layout(subject, content) };
}
