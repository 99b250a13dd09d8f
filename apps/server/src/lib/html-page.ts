import { escapeHtml } from './html-escape';

/**
 * A small server-rendered page (the local stand-ins' windows, identity
 * verification's return pages): Korean, not indexed, styles inline (the CSP
 * allows them; it allows no inline script, so scripts come as files).
 * `body` is HTML the caller has already escaped.
 */
export function htmlPage(page: {
  title: string;
  style: string;
  body: string;
  scripts?: readonly string[];
}): string {
  const scriptTags = (page.scripts ?? [])
    .map((src) => `<script src="${escapeHtml(src)}"></script>`)
    .join('');
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | 일터</title>
<style>${page.style}</style>
</head>
<body>
<main>
${page.body}
</main>
${scriptTags}
</body>
</html>`;
}
