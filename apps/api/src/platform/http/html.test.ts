import { describe, expect, test } from '@jest/globals';
import { escapeHtml, findLinks, textToHtml } from './html';

describe('html text helpers', () => {
  test('escapeHtml escapes markup and quotes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  test('textToHtml makes links clickable and escapes the rest', () => {
    expect(textToHtml('Go to https://portal.test/reset/abc?x=1&y=2 now <b>')).toBe(
      'Go to <a href="https://portal.test/reset/abc?x=1&amp;y=2">https://portal.test/reset/abc?x=1&amp;y=2</a> now &lt;b&gt;',
    );
  });

  test('a link cannot break out of its attribute', () => {
    expect(textToHtml('http://x.test/"onmouseover="alert(1)')).toBe(
      '<a href="http://x.test/">http://x.test/</a>&quot;onmouseover=&quot;alert(1)',
    );
  });

  test('findLinks lists web links', () => {
    expect(findLinks('a http://one.test/x b https://two.test c ftp://no')).toEqual(['http://one.test/x', 'https://two.test']);
  });
});
