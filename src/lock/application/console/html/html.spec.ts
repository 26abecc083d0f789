import { escapeHtml, html, SafeHtml } from './html';

describe('html', () => {
  it('escapes every interpolated text, in content and in attributes', () => {
    const name = `<script>alert("x")</script> & 'y' \`z\``;
    expect(html`<p title="${name}">${name}</p>`.toString()).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39; &#96;z&#96;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39; &#96;z&#96;</p>',
    );
  });

  it('keeps markup that html made as it is, and escapes text that only looks like markup', () => {
    const inner = html`<b>${'a<b'}</b>`;
    expect(html`<p>${inner}</p>`.toString()).toBe('<p><b>a&lt;b</b></p>');
    expect(html`<p>${'<b>x</b>'}</p>`.toString()).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>');
  });

  it('joins lists, renders numbers, and nothing for null, undefined and false', () => {
    expect(html`${[html`<i>1</i>`, '<2>', 3]}|${null}|${undefined}|${false}|${0}`.toString()).toBe(
      '<i>1</i>&lt;2&gt;3||||0',
    );
  });

  it('cannot be forged from a plain object: only html and SafeHtml.trusted make markup', () => {
    const fake = { toString: () => '<script>1</script>' } as unknown as string;
    expect(html`${fake}`.toString()).toBe('&lt;script&gt;1&lt;/script&gt;');
    expect(html`x` instanceof SafeHtml).toBe(true);
  });

  it('escapeHtml leaves other characters alone', () => {
    expect(escapeHtml('Café 100% ✓ \u202e')).toBe('Café 100% ✓ \u202e');
  });
});
