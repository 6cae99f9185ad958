import { describe, expect, test } from '@jest/globals';
import { emailBody } from './email-layout';

const button =
  'style="display: inline-block; padding: 10px 16px; background: #1565c0; color: #fff; text-decoration: none; border-radius: 4px"';

describe('emailBody', () => {
  test('the text keeps the paragraphs apart by a blank line', () => {
    expect(emailBody(['Hello Ann,', 'Line one\nline two']).text).toBe('Hello Ann,\n\nLine one\nline two');
  });

  test('the HTML escapes every paragraph and makes its links clickable', () => {
    expect(emailBody(['Hi <b>&', 'See https://portal.test/a?x=1&y=2']).html).toBe(
      [
        '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
        '<p>Hi &lt;b&gt;&amp;</p>',
        '<p>See <a href="https://portal.test/a?x=1&amp;y=2">https://portal.test/a?x=1&amp;y=2</a></p>',
        '</body></html>',
      ].join('\n'),
    );
  });

  test('the paragraph that is the button link becomes the button, with its address under it', () => {
    const link = 'https://portal.test/reset/abc?x=1&y="2"';
    const { text, html } = emailBody(['Choose it here:', link, 'Thanks'], { link, label: 'Choose <now>' });
    expect(text).toBe(`Choose it here:\n\n${link}\n\nThanks`);
    const href = 'https://portal.test/reset/abc?x=1&amp;y=&quot;2&quot;';
    expect(html.split('\n')).toEqual([
      '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
      '<p>Choose it here:</p>',
      `<p><a href="${href}" ${button}>Choose &lt;now&gt;</a><br><small>${href}</small></p>`,
      '<p>Thanks</p>',
      '</body></html>',
    ]);
  });

  test('without a button a link paragraph stays a plain link', () => {
    expect(emailBody(['https://portal.test/x']).html).toContain('<p><a href="https://portal.test/x">https://portal.test/x</a></p>');
  });
});
