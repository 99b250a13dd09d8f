import { html } from './html';
import {
  NO_REPLY,
  button,
  clip,
  layout,
  multiLine,
  oneLine,
  paragraphs,
  webLink,
  type RenderedMail,
} from './templates';

/** A company's offer (입사·면접 제안) has reached the member (issue 19). */
export interface OfferReceivedMail {
  companyName: string;
  /** '입사 제안' or '면접 제안'. */
  kindLabel: string;
  postingTitle: string | null;
  /** The company's message, as the member will read it on the site. */
  message: string;
  /** The last day to answer, YYYY-MM-DD (Asia/Seoul). */
  answerBy: string;
  /** Absolute link on the site: 받은 제안. */
  url: string;
}

/** The message is quoted only in part: the whole of it is on the site, after signing in. */
const MESSAGE_QUOTED = 300;

export function renderOfferReceived(data: OfferReceivedMail): RenderedMail {
  const companyName = oneLine(data.companyName);
  const kind = oneLine(data.kindLabel);
  const posting = data.postingTitle === null ? null : oneLine(data.postingTitle);
  const message = clip(multiLine(data.message), MESSAGE_QUOTED);
  const url = webLink(data.url);
  const subject = `[일터] ${clip(companyName, 40)}에서 ${kind}을 보냈습니다`;
  const text = [
    '안녕하세요. 일터입니다.',
    '',
    `${companyName}에서 ${kind}을 보냈습니다.`,
    ...(posting ? [`공고: ${posting}`] : []),
    `응답 기한: ${data.answerBy}까지`,
    '',
    message,
    '',
    '제안 내용 확인과 수락·거절은 아래 링크에서 하실 수 있습니다.',
    url,
    '',
    NO_REPLY,
    '',
  ].join('\n');
  const content = html`<p style="margin:0 0 12px;">안녕하세요. 일터입니다.</p>
    <p style="margin:0 0 12px;"><strong>${companyName}</strong>에서 ${kind}을 보냈습니다.</p>
    ${posting ? html`<p style="margin:0 0 4px;"><strong>공고</strong> ${posting}</p>` : html``}
    <p style="margin:0 0 12px;"><strong>응답 기한</strong> ${data.answerBy}까지</p>
    <p style="margin:0 0 12px;padding:12px 14px;background:#f5f6f8;border-radius:6px;">
      ${paragraphs(message)}
    </p>
    ${button(url, '받은 제안 보기')}
    <p style="margin:0;color:#666666;">
      제안을 원하지 않으시면 이력서의 '제안 받을래요'를 끄실 수 있습니다.
    </p>`;
  return { subject, text, html: layout(subject, content) };
}
