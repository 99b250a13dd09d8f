import { html, type SafeHtml } from './html';

export interface PasswordResetMail {
  name: string;
  /** Absolute link on the site, carrying the reset token. */
  link: string;
  expiresInMinutes: number;
}

export interface ShareLinkMail {
  senderName: string;
  title: string;
  /** Absolute link on the site. */
  url: string;
  note?: string;
}

export interface SavedSearchAlertMail {
  name: string;
  /** New matching postings (≥ 1). */
  count: number;
  /** Absolute link to the matches (/person/pref-recrt/index). */
  url: string;
}

/** An operator's decision on the member's reported content (moderation). */
export interface ModerationNoticeMail {
  /** The content's title (or a comment's opening words). */
  title: string;
  /** What was decided, e.g. "삭제", "블라인드", "유지". */
  decisionLabel: string;
  /** The operator's reason, as the member should read it. */
  reason: string;
  /** Absolute link on the site: /reported-content for hidden content, else the content. */
  url: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND_COLOR = '#19BED4';
export const NO_REPLY = '발신 전용 메일이므로 회신하셔도 답변을 드릴 수 없습니다.';
const SUBJECT_TITLE_MAX = 60;

/** Control characters would break a header or fake a line in the text part. */
function withoutControls(value: string, keepNewlines: boolean): string {
  let out = '';
  for (const ch of value.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if (keepNewlines && ch === '\n') out += ch;
    else out += code < 0x20 || code === 0x7f ? ' ' : ch;
  }
  return out;
}

export const oneLine = (value: string) => withoutControls(value, false).replace(/\s+/g, ' ').trim();

export const multiLine = (value: string) =>
  withoutControls(value.replace(/\r\n?/g, '\n'), true)
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

const graphemes = new Intl.Segmenter('ko', { granularity: 'grapheme' });

/** Cut by what a reader sees as characters, so neither 한글 nor emoji break. */
export function clip(value: string, max: number): string {
  const parts = Array.from(graphemes.segment(value), (s) => s.segment);
  return parts.length > max ? `${parts.slice(0, max - 1).join('')}…` : value;
}

/** Only web links become buttons; anything else is a bug upstream, not something to render. */
export function webLink(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`mail links must be http(s), got ${parsed.protocol}`);
  }
  return parsed.toString();
}

/** Inline styles and tables only: mail clients drop <style> and remote resources. */
export function layout(subject: string, content: SafeHtml): string {
  return html`<!doctype html>
    <html lang="ko">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f5f6f8;">
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:#f5f6f8;"
        >
          <tr>
            <td align="center" style="padding:24px 12px;">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:560px;background:#ffffff;border-radius:8px;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222222;font-size:15px;line-height:1.6;"
              >
                <tr>
                  <td
                    style="padding:24px 28px 8px;font-size:20px;font-weight:bold;color:${BRAND_COLOR};"
                  >
                    일터
                  </td>
                </tr>
                <tr>
                  <td style="padding:8px 28px 24px;">${content}</td>
                </tr>
                <tr>
                  <td
                    style="padding:16px 28px;border-top:1px solid #eeeeee;font-size:12px;color:#888888;"
                  >
                    ${NO_REPLY}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `.value;
}

export function button(href: string, label: string): SafeHtml {
  return html`<p style="margin:24px 0;">
      <a
        href="${href}"
        style="display:inline-block;padding:12px 20px;background:${BRAND_COLOR};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;"
        >${label}</a
      >
    </p>
    <p style="margin:0 0 16px;font-size:13px;color:#666666;">
      버튼이 열리지 않으면 아래 주소를 복사해 브라우저 주소창에 붙여 넣어 주세요.<br /><span
        style="word-break:break-all;"
        >${href}</span
      >
    </p>`;
}

export const paragraphs = (text: string): SafeHtml[] =>
  text.split('\n').map((line, i) => (i === 0 ? html`${line}` : html`<br />${line}`));

export function renderPasswordReset(data: PasswordResetMail): RenderedMail {
  const name = oneLine(data.name);
  const link = webLink(data.link);
  const minutes = Math.max(1, Math.round(data.expiresInMinutes));
  const subject = '[일터] 비밀번호 재설정 안내';
  const text = [
    `${name}님, 안녕하세요. 일터입니다.`,
    '',
    '비밀번호 재설정 요청을 받았습니다. 아래 링크를 열어 새 비밀번호를 설정해 주세요.',
    link,
    '',
    `이 링크는 ${minutes}분 동안만 유효합니다.`,
    '비밀번호 재설정을 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
    '',
    NO_REPLY,
    '',
  ].join('\n');
  const content = html`<p style="margin:0 0 12px;">${name}님, 안녕하세요. 일터입니다.</p>
    <p style="margin:0 0 12px;">
      비밀번호 재설정 요청을 받았습니다. 아래 버튼을 눌러 새 비밀번호를 설정해 주세요.
    </p>
    ${button(link, '비밀번호 재설정하기')}
    <p style="margin:0 0 12px;">이 링크는 <strong>${minutes}분</strong> 동안만 유효합니다.</p>
    <p style="margin:0;color:#666666;">
      비밀번호 재설정을 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.
    </p>`;
  return { subject, text, html: layout(subject, content) };
}

export function renderShareLink(data: ShareLinkMail): RenderedMail {
  const sender = oneLine(data.senderName);
  const title = oneLine(data.title);
  const url = webLink(data.url);
  const note = data.note === undefined ? '' : multiLine(data.note);
  const subject = `[일터] ${sender}님이 공유한 페이지: ${clip(title, SUBJECT_TITLE_MAX)}`;
  const text = [
    `${sender}님이 일터에서 아래 페이지를 공유했습니다.`,
    '',
    title,
    url,
    ...(note ? ['', '보낸 분의 메모', note] : []),
    '',
    `이 메일은 ${sender}님의 요청으로 일터가 대신 보내 드렸습니다. ${NO_REPLY}`,
    '',
  ].join('\n');
  const noteHtml = note
    ? html`<p style="margin:0 0 4px;font-weight:bold;">보낸 분의 메모</p>
        <p style="margin:0 0 12px;padding:12px 14px;background:#f5f6f8;border-radius:6px;">
          ${paragraphs(note)}
        </p>`
    : html``;
  const content = html`<p style="margin:0 0 12px;">
      ${sender}님이 일터에서 아래 페이지를 공유했습니다.
    </p>
    <p style="margin:0 0 4px;font-size:17px;font-weight:bold;">${title}</p>
    ${button(url, '페이지 열기')} ${noteHtml}
    <p style="margin:0;color:#666666;">
      이 메일은 ${sender}님의 요청으로 일터가 대신 보내 드렸습니다.
    </p>`;
  return { subject, text, html: layout(subject, content) };
}

/** The daily saved-search alert (맞춤 채용 새 공고): one mail a day with the count, never one per posting. */
export function renderSavedSearchAlert(data: SavedSearchAlertMail): RenderedMail {
  const name = oneLine(data.name);
  const url = webLink(data.url);
  const count = Math.max(1, Math.round(data.count));
  const subject = `[일터] 맞춤 채용 새 공고 ${count}건`;
  const text = [
    `${name}님, 안녕하세요. 일터입니다.`,
    '',
    `맞춤 채용 조건에 맞는 새 공고가 ${count}건 있습니다. 아래 링크에서 확인해 보세요.`,
    url,
    '',
    '이 알림은 맞춤 채용 조건에서 끌 수 있습니다.',
    '',
    NO_REPLY,
    '',
  ].join('\n');
  const content = html`<p style="margin:0 0 12px;">${name}님, 안녕하세요. 일터입니다.</p>
    <p style="margin:0 0 12px;">
      맞춤 채용 조건에 맞는 새 공고가 <strong>${String(count)}건</strong> 있습니다.
    </p>
    ${button(url, '맞춤 채용공고 보기')}
    <p style="margin:0;color:#666666;">이 알림은 맞춤 채용 조건에서 끌 수 있습니다.</p>`;
  return { subject, text, html: layout(subject, content) };
}

/** The author's notice of a moderation decision; the alarm says the same on the site. */
export function renderModerationNotice(data: ModerationNoticeMail): RenderedMail {
  const title = oneLine(data.title);
  const decision = oneLine(data.decisionLabel);
  const reason = multiLine(data.reason);
  const url = webLink(data.url);
  const subject = `[일터] 작성하신 글에 대한 운영 조치 안내: ${clip(title, SUBJECT_TITLE_MAX)}`;
  const text = [
    '안녕하세요. 일터입니다.',
    '',
    '작성하신 글이 신고되어 운영 정책에 따라 검토했습니다.',
    '',
    `대상: ${title}`,
    `조치: ${decision}`,
    '사유:',
    reason,
    '',
    '자세한 내용 확인과 이의 제기(한 번 가능)는 아래 링크에서 하실 수 있습니다.',
    url,
    '',
    NO_REPLY,
    '',
  ].join('\n');
  const content = html`<p style="margin:0 0 12px;">안녕하세요. 일터입니다.</p>
    <p style="margin:0 0 12px;">작성하신 글이 신고되어 운영 정책에 따라 검토했습니다.</p>
    <p style="margin:0 0 4px;"><strong>대상</strong> ${title}</p>
    <p style="margin:0 0 4px;"><strong>조치</strong> ${decision}</p>
    <p style="margin:0 0 4px;font-weight:bold;">사유</p>
    <p style="margin:0 0 12px;padding:12px 14px;background:#f5f6f8;border-radius:6px;">
      ${paragraphs(reason)}
    </p>
    ${button(url, '자세히 보기')}
    <p style="margin:0;color:#666666;">
      자세한 내용 확인과 이의 제기(한 번 가능)는 위 버튼에서 하실 수 있습니다.
    </p>`;
  return { subject, text, html: layout(subject, content) };
}
