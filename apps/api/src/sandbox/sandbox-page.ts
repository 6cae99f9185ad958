import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { packageRoot } from '../platform/paths';
import { escapeHtml } from '../platform/http/html';

/** The look of the sandbox's own pages (the booking and call pages); `hidden` hides whatever a rule displays. */
const SANDBOX_PAGE_STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:16px;color:#1a1a1a;background:#fff}
main{display:flex;flex-direction:column;gap:12px;max-width:560px;margin:0 auto}
h1{font-size:20px;margin:0}h2{font-size:15px;margin:12px 0 6px}
.muted{color:#666;font-size:13px;margin:0}.error{color:#c62828;font-size:14px;margin:0}
.note{background:#fff8e1;border-radius:6px;padding:8px 12px;font-size:14px;margin:0}
.booked{background:#e8f5e9;color:#1b5e20;border-radius:6px;padding:8px 12px;font-size:15px;margin:0}
.specialist{display:flex;gap:12px;align-items:center}
.avatar{width:48px;height:48px;border-radius:50%;background:#1976d2;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:600;object-fit:cover}
.slots{display:flex;flex-wrap:wrap;gap:8px}
.actions{display:flex;gap:8px;align-items:center;justify-content:space-between;position:sticky;bottom:0;background:#fff;padding:8px 0}
button{font-size:15px;padding:10px 16px;border-radius:6px;border:0;background:#1976d2;color:#fff;cursor:pointer}
button.slot{background:#fff;color:#1976d2;border:1px solid #1976d2;padding:8px 12px}
button.slot[aria-pressed="true"]{background:#1976d2;color:#fff}
button:focus-visible{outline:3px solid #90caf9;outline-offset:2px}
button:disabled{opacity:.5;cursor:default}
form{display:flex;flex-direction:column;gap:12px}[hidden]{display:none!important}.field{display:flex;flex-direction:column;gap:4px;flex:1;min-width:180px}
label{font-size:14px}input{font-size:16px;padding:10px;border:1px solid #c4c4c4;border-radius:6px}
input:focus{outline:2px solid #1976d2;border-color:#1976d2}input[aria-invalid="true"]{border-color:#c62828}
.row{display:flex;gap:12px;flex-wrap:wrap}a{color:#1976d2}`;

/** A sandbox page: the given body in the shared look, or in a page's own `style`. */
export function htmlDocument(title: string, body: string, style: string = SANDBOX_PAGE_STYLE): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${style}
</style></head><body>
${body}
</body></html>`;
}

/**
 * A stand-in's page script, read once when its routes are registered, from `browser/` of the
 * stand-in's folder in the package: the same file whether the API runs from src/ or from the
 * bundle in dist/. The scripts are plain browser JavaScript, linted with browser globals.
 */
export function readBrowserScript(standIn: 'common' | 'payments' | 'scheduler' | 'signup', fileName: string): string {
  return readFileSync(join(packageRoot, 'src', 'sandbox', standIn, 'browser', fileName), 'utf8');
}

/**
 * The script of one of the sandbox's own pages: the helpers they share (posting JSON to this
 * origin, the message of a refusal) and then the page's file, as one script, so that each page
 * still loads a single script of this origin.
 */
export function readPageScript(standIn: 'payments' | 'scheduler' | 'signup', fileName: string): string {
  return `${readBrowserScript('common', 'page-helpers.js')}\n${readBrowserScript(standIn, fileName)}`;
}

/** Serves a page script; pages load it from this origin, as the CSP allows no inline script. */
export function sendBrowserScript(reply: FastifyReply, script: string) {
  return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script);
}
