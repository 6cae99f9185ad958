import { escapeHtml, textToHtml } from '../http/html';

/** The one link of a mail drawn as a button: the paragraph that is exactly `link` becomes it. */
export interface EmailButton {
  link: string;
  label: string;
}

/**
 * The text and HTML bodies of a mail made of paragraphs: the text keeps them apart by a blank line,
 * the HTML escapes each into a paragraph of the house layout. The button keeps its address printed
 * under it, for mail readers that strip styled links.
 */
export function emailBody(paragraphs: readonly string[], button?: EmailButton): { text: string; html: string } {
  return {
    text: paragraphs.join('\n\n'),
    html: [
      '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
      ...paragraphs.map((paragraph) => `<p>${button && paragraph === button.link ? buttonHtml(button) : textToHtml(paragraph)}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}

function buttonHtml(button: EmailButton): string {
  const href = escapeHtml(button.link);
  return `<a href="${href}" style="display: inline-block; padding: 10px 16px; background: #1565c0; color: #fff; text-decoration: none; border-radius: 4px">${escapeHtml(button.label)}</a><br><small>${href}</small>`;
}
