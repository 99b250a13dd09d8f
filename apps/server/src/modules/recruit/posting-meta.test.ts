import { describe, expect, it } from 'vitest';
import { jsonForScript } from './posting-meta';

describe('jsonForScript', () => {
  it('cannot close or comment out its script block, and parses back unchanged', () => {
    const value = { title: '</script><!-- <script>x</script> & \u2028 "q"' };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});
