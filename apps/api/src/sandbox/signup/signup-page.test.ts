import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../platform/paths';
import { signupConfirmPage, signupPage } from './signup-page';

// The portal's own files, which the sign-up pages follow: its light stylesheet and its logo.
const portalFile = (...path: string[]) => readFileSync(join(packageRoot, '..', '..', ...path), 'utf8');
const portalStyle = portalFile('packages', 'ui', 'src', 'light', 'light.css').toLowerCase();
const portalMark = /<path d="([^"]+)"/.exec(portalFile('apps', 'portal', 'public', 'favicon.svg'))?.[1] ?? '';

function colourOf(css: string, name: string): string | undefined {
  return new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})`).exec(css.toLowerCase())?.[1];
}

const pages = [
  ['the sign-up page', signupPage({ developerInterest: null, source: null })],
  ["the sign-up link's page", signupConfirmPage({ token: 'token' })],
] as const;

test.each(pages)("%s carries the portal's logo above its heading", (_page, html) => {
  expect(portalMark).not.toBe('');
  const logo = html.indexOf(`<path d="${portalMark}"`);
  expect(logo).toBeGreaterThan(-1);
  expect(html).toContain('<span>Client Portal</span>');
  expect(logo).toBeLessThan(html.indexOf('<h1>'));
});

test.each(pages)("%s is in the portal's colours, not another blue", (_page, html) => {
  const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
  for (const name of ['primary', 'primary-dark', 'text', 'text-secondary', 'error', 'background']) {
    expect(colourOf(style, name)).toBe(colourOf(portalStyle, `portal-${name}`));
  }
  expect(style).toContain('button{');
  expect(style).toMatch(/button\{[^}]*background:var\(--primary\)/);
  expect(style.toLowerCase()).not.toContain('#1976d2');
  // The script hides the form once it is sent; a display of the stylesheet must not show it again.
  expect(style).toContain('[hidden]{display:none!important}');
});
