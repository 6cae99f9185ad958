import { describe, expect, it } from '@jest/globals';
import { sanitizeMarkup } from './sanitize-markup';

describe('sanitizeMarkup', () => {
  it('keeps tables, paragraphs and emphasis', () => {
    const markup = '<table><tbody><tr><td colspan="2"><b>IBAN</b></td></tr></tbody></table><p><strong>Bank</strong><br></p>';
    expect(sanitizeMarkup(markup)).toBe(markup);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const sanitized = sanitizeMarkup(
      '<p onclick="steal()">Pay<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
    );
    expect(sanitized).toBe('<p>Pay</p>link');
    expect(sanitized).not.toMatch(/script|onerror|onclick|javascript:/i);
  });

  it('drops every attribute but colspan', () => {
    expect(sanitizeMarkup('<div style="color:red" class="x" id="y" data-x="1"><span title="t">A</span></div>')).toBe(
      '<div><span>A</span></div>',
    );
  });
});
