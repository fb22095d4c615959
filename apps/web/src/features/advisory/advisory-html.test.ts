import { describe, expect, it } from 'vitest';
import { sanitizeAdvisoryHtml } from './advisory-html.ts';

const TABLE = '<table class="rec-table"><tbody><tr><th>Fluid</th><td>0W-20</td></tr></tbody></table>';

describe('advisory HTML in the browser', () => {
  it('keeps tables, lists and basic text', () => {
    const html = `${TABLE}<ul><li><strong>Note</strong> check level</li></ul><p>Done<br></p>`;
    expect(sanitizeAdvisoryHtml(html)).toBe(html);
  });

  it.each([
    ['<script>window.__pwned=1</script>', ['script', '__pwned']],
    ['<img src=x onerror="window.__pwned=1">', ['img', 'onerror']],
    ['<a href="javascript:alert(1)">x</a>', ['<a', 'javascript']],
    ['<style>td{color:red}</style><td style="color:red">', ['style', 'color:red']],
    ['<iframe src="https://evil.example"></iframe>', ['iframe', 'evil']],
    ['<svg onload="alert(1)"><circle/></svg>', ['svg', 'onload']],
    ['<table onclick="x()" class="rec-table evil"><tr><td>a</td></tr></table>', ['onclick', 'evil']],
  ])('removes %s', (input, banned) => {
    const out = sanitizeAdvisoryHtml(`${TABLE}${input}`).toLowerCase();
    for (const b of banned) expect(out).not.toContain(b);
    expect(out).toContain('<table class="rec-table">');
  });
});
