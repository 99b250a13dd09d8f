import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './posting-meta';

describe('jsonForScript', () => {
  it('cannot close or comment out its script block, and parses back unchanged', () => {
    const value = { title: '</script><!-- <script>x</script> & \u2028 "q"' };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});

describe('escapeHtml', () => {
  it('escapes what could end an attribute or open a tag', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
