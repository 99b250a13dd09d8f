import { escapeHtml } from '../../lib/html-escape';

/**
 * HTML built only through the `html` tag: every interpolated value is
 * escaped unless it is itself SafeHtml made by the tag, so a user's name or
 * note can never become markup in a mail.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type HtmlValue = string | number | SafeHtml | readonly SafeHtml[];

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    if (value instanceof SafeHtml) out += value.value;
    else if (Array.isArray(value)) out += value.map((v: SafeHtml) => v.value).join('');
    else out += escapeHtml(String(value));
    out += strings[i + 1] ?? '';
  });
  return new SafeHtml(out);
}
