import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { drawableWith } from './drawable-text';
import { loadPdfLib, PDF_INK as INK, PDF_MUTED as MUTED, rgbColor } from './pdf-lib';

// What the API's documents (contracts, invoices) share: A4 pages, the standard fonts, text that
// wraps and flows onto new pages, facts, rules, tables whose header repeats on each page, footers.

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
export const MARGIN = 56;
const FOOTER_SPACE = 28;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const PDF_RULE = rgbColor(0.8, 0.8, 0.83);
const LABEL_WIDTH = 140;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  mono: PDFFont;
}

export async function embedFonts(document: PDFDocument): Promise<Fonts> {
  const { StandardFonts } = await loadPdfLib();
  return {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    italic: await document.embedFont(StandardFonts.HelveticaOblique),
    mono: await document.embedFont(StandardFonts.Courier),
  };
}

/** Splits text into lines of at most `width` points; a word longer than a line is cut by characters. */
function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

export interface TextStyle {
  font?: keyof Fonts;
  size?: number;
  color?: RGB;
  /** Space from one baseline to the next, as a factor of the size. */
  leading?: number;
}

/** A column of a table: its heading, its width in points and how its cells align. */
export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** The text at the foot of a page, given its number (from 1) and the number of pages. */
type FooterText = (pageNumber: number, pageCount: number) => string;

/** Writes flowing text top to bottom, starting a new page when the current one is full. */
export class DocumentWriter {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];
  private readonly drawable: Record<keyof Fonts, (value: string) => string>;
  /** Drawn at the top of each page a table continues on, while the table is being written. */
  private continuedHeader: (() => void) | null = null;

  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.drawable = {
      regular: drawableWith(fonts.regular),
      bold: drawableWith(fonts.bold),
      italic: drawableWith(fonts.italic),
      mono: drawableWith(fonts.mono),
    };
    this.newPage();
  }

  newPage(): void {
    this.page = this.document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
    this.continuedHeader?.();
  }

  /** Room for `height` more points on this page, or a new page. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER_SPACE) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** A paragraph wrapped to `width`, from `x`. */
  text(value: string, style: TextStyle = {}, x = MARGIN, width = CONTENT_WIDTH): void {
    const fontName = style.font ?? 'regular';
    const font = this.fonts[fontName];
    const size = style.size ?? 10.5;
    const step = size * (style.leading ?? 1.4);
    for (const line of wrap(this.drawable[fontName](value), font, size, width)) {
      this.ensure(step);
      this.y -= step;
      this.page.drawText(line, { x, y: this.y, size, font, color: style.color ?? INK });
    }
  }

  /** One line of text ending at the right margin (a figure, a number), on the line just written. */
  rightAligned(value: string, style: TextStyle = {}): void {
    const fontName = style.font ?? 'regular';
    const font = this.fonts[fontName];
    const size = style.size ?? 10.5;
    const line = this.drawable[fontName](value);
    this.page.drawText(line, {
      x: PAGE_WIDTH - MARGIN - font.widthOfTextAtSize(line, size),
      y: this.y,
      size,
      font,
      color: style.color ?? INK,
    });
  }

  heading(value: string, size = 13): void {
    this.ensure(size * 4);
    this.gap(size * 0.6);
    this.text(value, { font: 'bold', size, leading: 1.3 });
    this.gap(2);
  }

  rule(): void {
    this.ensure(12);
    this.gap(8);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE_WIDTH - MARGIN, y: this.y }, thickness: 0.5, color: PDF_RULE });
    this.gap(4);
  }

  /** A label and its value side by side; the value wraps within its column. */
  fact(label: string, value: string, valueStyle: TextStyle = {}): void {
    const size = valueStyle.size ?? 10.5;
    const valueFont = valueStyle.font ?? 'regular';
    const lines = wrap(this.drawable[valueFont](value), this.fonts[valueFont], size, CONTENT_WIDTH - LABEL_WIDTH);
    // A fact is not split across pages unless it is longer than a page.
    this.ensure(Math.min(lines.length, 6) * size * 1.4 + 4);
    const top = this.y;
    const page = this.page;
    this.text(label, { size: 9.5, color: MUTED, leading: 1.4 * (size / 9.5) });
    const labelBottom = this.y;
    this.y = top;
    this.text(value, { ...valueStyle, size }, MARGIN + LABEL_WIDTH, CONTENT_WIDTH - LABEL_WIDTH);
    // A value that ran onto a new page leaves its label behind on the previous one.
    this.y = (this.page === page ? Math.min(this.y, labelBottom) : this.y) - 4;
  }

  /**
   * Blocks of lines side by side (a document's parties), each in its own column of equal width,
   * each block's first line in bold; the writer continues below the longest.
   */
  blocks(blocks: Array<{ title: string; lines: string[] }>, size = 10): void {
    const gutter = 24;
    const width = (CONTENT_WIDTH - gutter * (blocks.length - 1)) / blocks.length;
    const step = size * 1.4;
    const wrapped = blocks.map((block) =>
      block.lines.map((line, index) => {
        const font = index === 0 ? 'bold' : 'regular';
        return { font, lines: wrap(this.drawable[font](line), this.fonts[font], size, width) } as const;
      }),
    );
    const height = Math.max(...wrapped.map((block) => block.reduce((sum, entry) => sum + entry.lines.length, 0))) * step + step;
    this.ensure(height);
    const top = this.y;
    let bottom = top;
    blocks.forEach((block, index) => {
      const x = MARGIN + index * (width + gutter);
      let y = top - step;
      this.page.drawText(this.drawable.regular(block.title), { x, y, size: size - 1, font: this.fonts.regular, color: MUTED });
      for (const entry of wrapped[index] ?? []) {
        for (const line of entry.lines) {
          y -= step;
          this.page.drawText(line, { x, y, size, font: this.fonts[entry.font], color: INK });
        }
      }
      bottom = Math.min(bottom, y);
    });
    this.y = bottom;
  }

  /**
   * A table: its header, then each row with its cells wrapped within their columns (a cell's
   * line breaks kept). A row moves
   * whole to the next page when it does not fit (unless it is longer than a page), and every page
   * the table continues on starts with its header again.
   */
  table(columns: TableColumn[], rows: string[][], size = 9.5): void {
    const step = size * 1.35;
    const padding = 6;
    const lefts = columns.reduce<number[]>(
      (xs, column, index) => [...xs, index === 0 ? MARGIN : (xs[index - 1] ?? MARGIN) + (columns[index - 1]?.width ?? 0)],
      [],
    );
    const drawCells = (cells: string[][], font: PDFFont, color: RGB) => {
      const lines = Math.max(1, ...cells.map((cell) => cell.length));
      for (let index = 0; index < lines; index += 1) {
        this.y -= step;
        columns.forEach((column, columnIndex) => {
          const line = cells[columnIndex]?.[index];
          if (!line) return;
          const left = lefts[columnIndex] ?? MARGIN;
          // The last column's figures end at the margin, under the totals' figures.
          const end = left + column.width - (columnIndex === columns.length - 1 ? 0 : padding);
          const x = column.align === 'right' ? end - font.widthOfTextAtSize(line, size) : left;
          this.page.drawText(line, { x, y: this.y, size, font, color });
        });
      }
    };
    // A cell's line breaks are kept; each of its lines wraps within the column.
    const cellsOf = (values: string[], fontName: keyof Fonts) =>
      columns.map((column, index) =>
        (values[index] ?? '')
          .split('\n')
          .flatMap((part) => wrap(this.drawable[fontName](part), this.fonts[fontName], size, column.width - padding)),
      );
    const header = () => {
      drawCells(
        cellsOf(
          columns.map((column) => column.header),
          'bold',
        ),
        this.fonts.bold,
        MUTED,
      );
      this.gap(4);
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE_WIDTH - MARGIN, y: this.y }, thickness: 0.5, color: PDF_RULE });
    };
    this.ensure(step * 3 + 4);
    header();
    this.continuedHeader = header;
    try {
      for (const row of rows) {
        const cells = cellsOf(row, 'regular');
        const height = Math.max(1, ...cells.map((cell) => cell.length)) * step + 4;
        const pageRoom = PAGE_HEIGHT - 2 * MARGIN - FOOTER_SPACE - (step * 2 + 4);
        if (height <= pageRoom) {
          this.ensure(height);
          this.gap(4);
          drawCells(cells, this.fonts.regular, INK);
        } else {
          // Longer than a page: line by line, across pages.
          this.gap(4);
          const count = Math.max(...cells.map((cell) => cell.length));
          for (let index = 0; index < count; index += 1) {
            this.ensure(step);
            drawCells(
              cells.map((cell) => cell.slice(index, index + 1)),
              this.fonts.regular,
              INK,
            );
          }
        }
      }
    } finally {
      this.continuedHeader = null;
    }
    this.gap(6);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE_WIDTH - MARGIN, y: this.y }, thickness: 0.5, color: PDF_RULE });
  }

  /** The footer of every page this writer made: a text at the left and, where given, one at the right (a page number). */
  footers(left: FooterText, right?: FooterText): void {
    const font = this.fonts.regular;
    const size = 8;
    this.pages.forEach((page, index) => {
      page.drawText(this.drawable.regular(left(index + 1, this.pages.length)), { x: MARGIN, y: MARGIN - 24, size, font, color: MUTED });
      if (!right) return;
      const text = this.drawable.regular(right(index + 1, this.pages.length));
      page.drawText(text, { x: PAGE_WIDTH - MARGIN - font.widthOfTextAtSize(text, size), y: MARGIN - 24, size, font, color: MUTED });
    });
  }
}
