import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

// Reads back the text a PDF made with pdf-lib's standard fonts draws, page by page, so that tests
// can check what a rendered document says. It understands what pdf-lib writes (WinAnsi strings shown
// with Tj, in Flate-encoded content streams), not PDFs in general.

/** The WinAnsi code points 0x80-0x9F that are not Latin-1's. */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

function winAnsi(bytes: number[]): string {
  return bytes.map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join('');
}

function unescapeLiteral(literal: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < literal.length; index += 1) {
    const character = literal[index] ?? '';
    if (character !== '\\') {
      bytes.push(character.charCodeAt(0));
      continue;
    }
    const next = literal[++index] ?? '';
    const octal = /^[0-7]{1,3}/.exec(literal.slice(index));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      index += octal[0].length - 1;
    } else {
      bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0));
    }
  }
  return bytes;
}

/** The strings a content stream shows, one per Tj. */
function shownStrings(content: string): string[] {
  const shown: string[] = [];
  for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (match[1] !== undefined) {
      const hex = match[1].replace(/\s/g, '');
      shown.push(winAnsi(Array.from({ length: hex.length / 2 }, (_, index) => parseInt(hex.slice(index * 2, index * 2 + 2), 16))));
    } else {
      shown.push(winAnsi(unescapeLiteral(match[2] ?? '')));
    }
  }
  return shown;
}

function streamText(object: PDFObject | undefined): string {
  if (!(object instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
}

/** Each page's drawn strings joined by line breaks (one line per string drawn). */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
    return streams.flatMap((stream) => shownStrings(streamText(stream))).join('\n');
  });
}

/** The whole text of a PDF, its pages one after the other. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPagesText(bytes)).join('\n');
}
