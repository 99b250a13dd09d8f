/**
 * A small reader of RFC 822/MIME messages, enough for the mail we compose
 * (nodemailer: encoded-word headers, quoted-printable or base64 bodies,
 * multipart/alternative) and for most mail an SMTP relay hands back. It
 * exists so the dev outbox and the tests can show a message as a person
 * reads it without a full MIME library.
 */

export interface ParsedMail {
  /** Header values by lower-case name, unfolded and decoded; the first occurrence wins. */
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  date: Date | undefined;
  text: string;
  html: string | undefined;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Bytes kept one-to-one in a string, so 8-bit bodies survive until their charset is known. */
const asBinary = (raw: Buffer | string) =>
  typeof raw === 'string' ? Buffer.from(raw, 'utf8').toString('latin1') : raw.toString('latin1');

function decodeBytes(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(input: string, header = false): Buffer {
  const source = (header ? input.replaceAll('_', ' ') : input).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const ch = source.charCodeAt(i);
    const hex = source.slice(i + 1, i + 3);
    if (ch === 0x3d && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(ch & 0xff);
    }
  }
  return Buffer.from(bytes);
}

const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;

/**
 * RFC 2047 encoded words. Adjacent words of one charset are joined as bytes
 * before decoding, because an encoder may split a multi-byte character
 * between them, and the whitespace between adjacent words is dropped.
 */
export function decodeHeaderValue(value: string): string {
  let out = '';
  let pending: { charset: string; bytes: Buffer[] } | undefined;
  let last = 0;
  const flush = () => {
    if (pending) out += decodeBytes(Buffer.concat(pending.bytes), pending.charset);
    pending = undefined;
  };
  for (const match of value.matchAll(ENCODED_WORD)) {
    const [whole, rawCharset = 'utf-8', encoding = 'B', payload = ''] = match;
    const between = value.slice(last, match.index);
    const charset = rawCharset.split('*')[0] ?? 'utf-8';
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(payload, 'base64')
        : decodeQuotedPrintable(payload, true);
    if (pending && /^\s*$/.test(between) && pending.charset === charset) {
      pending.bytes.push(bytes);
    } else {
      flush();
      out += between;
      pending = { charset, bytes: [bytes] };
    }
    last = match.index + whole.length;
  }
  flush();
  return out + value.slice(last);
}

function splitHeaders(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function contentType(headers: Map<string, string>): {
  type: string;
  params: Map<string, string>;
} {
  const [type = 'text/plain', ...rest] = (headers.get('content-type') ?? 'text/plain').split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq <= 0) continue;
    const value = param.slice(eq + 1).trim();
    params.set(
      param.slice(0, eq).trim().toLowerCase(),
      value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value,
    );
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeBody(part: Part, charset: string): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(part.body);
  else bytes = Buffer.from(part.body, 'latin1');
  return decodeBytes(bytes, charset).replace(/\r\n/g, '\n');
}

/** The first text/plain and text/html leaves, depth first. */
function collectTexts(part: Part, found: { text?: string; html?: string }): void {
  const { type, params } = contentType(part.headers);
  if (type.startsWith('multipart/')) {
    const boundary = params.get('boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`);
    // The preamble comes before the first delimiter and the epilogue after the closing one.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      // The line break before a delimiter belongs to the delimiter (RFC 2046 §5.1.1).
      collectTexts(splitHeaders(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')), found);
    }
    return;
  }
  const disposition = part.headers.get('content-disposition') ?? '';
  if (disposition.toLowerCase().startsWith('attachment')) return;
  const charset = params.get('charset') ?? 'utf-8';
  if (type === 'text/plain' && found.text === undefined) {
    found.text = decodeBody(part, charset);
  } else if (type === 'text/html' && found.html === undefined) {
    found.html = decodeBody(part, charset);
  }
}

export function parseEml(raw: Buffer | string): ParsedMail {
  const root = splitHeaders(asBinary(raw));
  const headers = new Map<string, string>();
  for (const [name, value] of root.headers) {
    // Header bytes outside ASCII (SMTPUTF8) are UTF-8.
    headers.set(name, decodeHeaderValue(Buffer.from(value, 'latin1').toString('utf8')));
  }
  const found: { text?: string; html?: string } = {};
  collectTexts(root, found);
  const dateHeader = headers.get('date');
  const date = dateHeader ? new Date(dateHeader) : undefined;
  return {
    headers,
    subject: headers.get('subject') ?? '',
    from: headers.get('from') ?? '',
    to: headers.get('to') ?? '',
    date: date && !Number.isNaN(date.getTime()) ? date : undefined,
    text: found.text ?? '',
    html: found.html,
  };
}
