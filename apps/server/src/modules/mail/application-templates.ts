import { html } from './html';
import {
  button,
  clip,
  layout,
  multiLine,
  NO_REPLY,
  oneLine,
  paragraphs,
  webLink,
  type RenderedMail,
} from './templates';

/**
 * A change of an application the member can see (decision 0034): the
 * receipt of a submitted application, 열람, a stage's result, a correction.
 * One kind for every such notice (the member side and the employer side
 * both send it), so the wording of the frame stays in one place.
 */
export interface ApplicationStatusMail {
  name: string;
  companyName: string;
  postingTitle: string;
  /** Where it stands now, e.g. '지원 완료', '서류전형 합격', '최종 합격'. */
  statusLabel: string;
  /** One or two sentences about what happens next. */
  message: string;
  /** Absolute link on the site: the application in 지원 현황. */
  url: string;
}

const SUBJECT_MAX = 40;

export function renderApplicationStatus(data: ApplicationStatusMail): RenderedMail {
  const name = oneLine(data.name);
  const company = oneLine(data.companyName);
  const posting = oneLine(data.postingTitle);
  const status = oneLine(data.statusLabel);
  const message = multiLine(data.message);
  const url = webLink(data.url);
  const subject = `[일터] ${clip(company, SUBJECT_MAX)} 지원 현황 안내: ${status}`;
  const text = [
    `${name}님, 안녕하세요. 일터입니다.`,
    '',
    `지원하신 공고의 진행 상태를 알려 드립니다.`,
    '',
    `기업: ${company}`,
    `공고: ${posting}`,
    `상태: ${status}`,
    '',
    message,
    '',
    '지원 현황에서 자세한 내용을 확인하실 수 있습니다.',
    url,
    '',
    NO_REPLY,
    '',
  ].join('\n');
  const content = html`<p style="margin:0 0 12px;">${name}님, 안녕하세요. 일터입니다.</p>
    <p style="margin:0 0 12px;">지원하신 공고의 진행 상태를 알려 드립니다.</p>
    <p style="margin:0 0 4px;"><strong>기업</strong> ${company}</p>
    <p style="margin:0 0 4px;"><strong>공고</strong> ${posting}</p>
    <p style="margin:0 0 12px;"><strong>상태</strong> ${status}</p>
    <p style="margin:0 0 12px;">${paragraphs(message)}</p>
    ${button(url, '지원 현황 보기')}`;
  return { subject, text, html: layout(subject, content) };
}
