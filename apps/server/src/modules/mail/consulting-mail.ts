import { html } from './html';
import { NO_REPLY, button, clip, layout, oneLine, webLink, type RenderedMail } from './templates';

/** A consultant has answered the member's 기업 컨설팅 request (issue 21). */
export interface ConsultingAnsweredMail {
  companyName: string;
  postingTitle: string;
  /** '자기소개서 첨삭' or '면접 첨삭'. */
  kindLabel: string;
  /** Absolute link on the site: the result's preview. */
  url: string;
}

/**
 * Only that the answer is ready: the member's text and the consultant's
 * comments stay on the site, behind the member's login.
 */
export function renderConsultingAnswered(data: ConsultingAnsweredMail): RenderedMail {
  const companyName = oneLine(data.companyName);
  const posting = oneLine(data.postingTitle);
  const kind = oneLine(data.kindLabel);
  const url = webLink(data.url);
  const subject = `[일터] ${clip(companyName, 40)} ${kind} 답변이 도착했습니다`;
  const text = [
    '안녕하세요. 일터입니다.',
    '',
    `신청하신 ${kind} 답변이 완료되었습니다.`,
    `기업: ${companyName}`,
    `공고: ${posting}`,
    '',
    '컨설턴트의 코멘트와 총평은 아래 링크에서 확인하실 수 있습니다.',
    url,
    '',
    NO_REPLY,
    '',
  ].join('\n');
  const content = html`<p style="margin:0 0 12px;">안녕하세요. 일터입니다.</p>
    <p style="margin:0 0 12px;">신청하신 <strong>${kind}</strong> 답변이 완료되었습니다.</p>
    <p style="margin:0 0 4px;"><strong>기업</strong> ${companyName}</p>
    <p style="margin:0 0 12px;"><strong>공고</strong> ${posting}</p>
    ${button(url, '컨설팅 결과 보기')}`;
  return { subject, text, html: layout(subject, content) };
}
