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

/** An operator answered the member's 1:1 문의, and the member asked to be told by mail (issue 22). */
export interface QnaAnsweredMail {
  /** The inquiry's title as the member wrote it. */
  title: string;
  /** The operator's plain-text answer. */
  answer: string;
  /** Absolute link on the site: the inquiry's detail. */
  url: string;
}

/**
 * "답변을 메일로 받기": the answer itself, as the member asked for it; the
 * question stays on the site, behind the member's login.
 */
export function renderQnaAnswered(data: QnaAnsweredMail): RenderedMail {
  const title = oneLine(data.title);
  const answer = multiLine(data.answer);
  const url = webLink(data.url);
  const subject = `[일터] 1:1 문의 '${clip(title, 40)}'에 답변이 등록되었습니다`;
  const text = [
    '안녕하세요. 일터입니다.',
    '',
    `문의하신 '${title}'에 답변이 등록되었습니다.`,
    '',
    answer,
    '',
    '문의 내용과 답변은 아래 링크에서 다시 보실 수 있습니다.',
    url,
    '',
    NO_REPLY,
    '',
  ].join('\n');
  const content = html`<p style="margin:0 0 12px;">안녕하세요. 일터입니다.</p>
    <p style="margin:0 0 12px;">문의하신 <strong>${title}</strong>에 답변이 등록되었습니다.</p>
    <p style="margin:0 0 12px;padding:12px 16px;background:#f5f6f8;border-radius:6px;">
      ${paragraphs(answer)}
    </p>
    ${button(url, '문의 내역 보기')}`;
  return { subject, text, html: layout(subject, content) };
}
