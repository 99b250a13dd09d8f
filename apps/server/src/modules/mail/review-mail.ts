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

/**
 * A decision about the member's review or interview review (issue 21): a
 * rejection, a company's 임시조치 (정보통신망법 44-2 asks that the author be
 * told), or the outcome of the author's objection. The alarm says the same.
 */
export interface ReviewNoticeMail {
  /** '리뷰 반려', '임시조치', '임시조치 유지', '임시조치 해제'. */
  noticeLabel: string;
  /** The review's title as the author wrote it. */
  title: string;
  /** The notice in full (the alarm's message). */
  message: string;
  /** Link on the site: 작성 이력 or the review. */
  url: string;
}

const SUBJECT_TITLE_MAX = 30;

export function renderReviewNotice(data: ReviewNoticeMail): RenderedMail {
  const label = oneLine(data.noticeLabel);
  const title = oneLine(data.title);
  const message = multiLine(data.message);
  const url = webLink(data.url);
  const subject = `[일터] 작성하신 리뷰 안내 (${label}): ${clip(title, SUBJECT_TITLE_MAX)}`;
  const text = [
    '안녕하세요. 일터입니다.',
    '',
    message,
    '',
    '자세한 내용은 아래 링크에서 확인하실 수 있습니다.',
    url,
    '',
    NO_REPLY,
    '',
  ].join('\n');
  const content = html`<p style="margin:0 0 12px;">안녕하세요. 일터입니다.</p>
    <p style="margin:0 0 4px;"><strong>안내</strong> ${label}</p>
    <p style="margin:0 0 12px;padding:12px 14px;background:#f5f6f8;border-radius:6px;">
      ${paragraphs(message)}
    </p>
    ${button(url, '자세히 보기')}`;
  return { subject, text, html: layout(subject, content) };
}
