import type * as PdfLib from 'pdf-lib';

/**
 * pdf-lib, loaded with the first PDF a process draws rather than with every start of the API: it is
 * the largest library the API has, and most processes (every test file among them) never draw one.
 */
export function loadPdfLib(): Promise<typeof PdfLib> {
  return import('pdf-lib');
}

/** A colour as pdf-lib's `rgb()` makes it (components 0 to 1), without loading pdf-lib for it. */
export function rgbColor(red: number, green: number, blue: number): PdfLib.RGB {
  return { type: 'RGB', red, green, blue } as unknown as PdfLib.RGB;
}

/** The text colours of every document the API draws (invoices, contracts). */
export const PDF_INK = rgbColor(0.1, 0.1, 0.12);
export const PDF_MUTED = rgbColor(0.42, 0.42, 0.46);
