import type { PDFFont } from 'pdf-lib';

/**
 * The standard PDF fonts draw only their own character set (WinAnsi): a character outside it is
 * drawn without its accents when that helps (Ż as Z), else as '?', instead of failing the document.
 */
export function drawableWith(font: PDFFont): (value: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (value) =>
    Array.from(value.replace(/[\t\r\n]+/g, ' '), (character) => {
      const code = character.codePointAt(0) ?? 0;
      if (supported.has(code)) return character;
      const base = character.normalize('NFD').replace(/\p{M}+/gu, '');
      return base.length > 0 && [...base].every((part) => supported.has(part.codePointAt(0) ?? 0)) ? base : '?';
    }).join('');
}
