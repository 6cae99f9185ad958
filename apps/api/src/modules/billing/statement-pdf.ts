import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { AGING_BUCKET_LABELS, moneyWithCode, type Statement } from '@portal/api-schema';
import { drawableWith } from '../../platform/pdf/drawable-text';
import { loadPdfLib, PDF_INK as INK, PDF_MUTED as MUTED } from '../../platform/pdf/pdf-lib';

export interface StatementPdfInput {
  statement: Statement;
  companyName: string;
  /** When it was made: the document's creation date and the "as of" in its footer. */
  madeAt: Date;
}

// A4 landscape: six columns of a statement fit without cramping the descriptions.
const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const ROW_HEIGHT = 16;
const FOOTER_SPACE = 24;
const SIZE = 9.5;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

const LEDGER_COLUMNS: Column[] = [
  { title: 'Date', width: 72, align: 'left' },
  { title: 'Document', width: 130, align: 'left' },
  { title: 'Description', width: CONTENT_WIDTH - 72 - 130 - 3 * 110, align: 'left' },
  { title: 'Charge', width: 110, align: 'right' },
  { title: 'Credit', width: 110, align: 'right' },
  { title: 'Balance', width: 110, align: 'right' },
];

const AGING_COLUMNS: Column[] = [
  { title: 'Past due', width: 200, align: 'left' },
  { title: 'Invoices', width: 80, align: 'right' },
  { title: 'Amount', width: 140, align: 'right' },
];

/** Draws page after page, each with the statement's header; a table's header row is repeated on each page it spans. */
class StatementWriter {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  private readonly drawable: (value: string) => string;
  private tableHeader: Column[] | null = null;

  constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly headerLines: { title: string; company: string; subtitle: string },
  ) {
    this.drawable = drawableWith(regular);
    this.newPage();
  }

  private newPage(): void {
    this.page = this.document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
    const { title, company, subtitle } = this.headerLines;
    this.y -= 18;
    this.draw(title, MARGIN, 18, this.bold);
    this.drawRight(company, MARGIN + CONTENT_WIDTH, 12, this.bold);
    this.y -= 16;
    this.draw(subtitle, MARGIN, 10, this.regular, MUTED);
    this.y -= 14;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + CONTENT_WIDTH, y: this.y }, thickness: 0.5, color: MUTED });
    this.y -= 8;
    if (this.tableHeader) this.headerRow(this.tableHeader);
  }

  private draw(value: string, x: number, size: number, font: PDFFont, color = INK): void {
    this.page.drawText(this.drawable(value), { x, y: this.y, size, font, color });
  }

  private drawRight(value: string, right: number, size: number, font: PDFFont, color = INK): void {
    const text = this.drawable(value);
    this.page.drawText(text, { x: right - font.widthOfTextAtSize(text, size), y: this.y, size, font, color });
  }

  /** The value cut to `width` points, with '...' when it had to be cut. */
  private fitted(value: string, font: PDFFont, width: number): string {
    const text = this.drawable(value);
    if (font.widthOfTextAtSize(text, SIZE) <= width) return text;
    let cut = text.length;
    while (cut > 0 && font.widthOfTextAtSize(`${text.slice(0, cut)}...`, SIZE) > width) cut -= 1;
    return `${text.slice(0, cut)}...`;
  }

  /** Room for `height` more points on this page, or a new page. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER_SPACE) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  heading(value: string): void {
    this.ensure(ROW_HEIGHT * 4);
    this.y -= 14;
    this.draw(value, MARGIN, 12, this.bold);
    this.y -= 6;
  }

  fact(label: string, value: string, strong = false): void {
    this.ensure(ROW_HEIGHT);
    this.y -= ROW_HEIGHT;
    this.draw(label, MARGIN, SIZE, this.regular, MUTED);
    this.drawRight(value, MARGIN + 320, strong ? 11 : SIZE, strong ? this.bold : this.regular);
  }

  /** Starts a table: its header row now and at the top of every page it runs onto. */
  startTable(columns: Column[]): void {
    this.ensure(ROW_HEIGHT * 3);
    this.tableHeader = columns;
    this.headerRow(columns);
  }

  endTable(): void {
    this.tableHeader = null;
  }

  private headerRow(columns: Column[]): void {
    this.y -= ROW_HEIGHT;
    this.cells(
      columns,
      columns.map((column) => column.title),
      this.bold,
      MUTED,
    );
    this.y -= 4;
    const width = columns.reduce((sum, column) => sum + column.width, 0);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + width, y: this.y }, thickness: 0.5, color: MUTED });
  }

  row(values: string[], strong = false): void {
    const columns = this.tableHeader!;
    this.ensure(ROW_HEIGHT);
    this.y -= ROW_HEIGHT;
    this.cells(columns, values, strong ? this.bold : this.regular);
  }

  private cells(columns: Column[], values: string[], font: PDFFont, color = INK): void {
    let x = MARGIN;
    columns.forEach((column, index) => {
      const text = this.fitted(values[index] ?? '', font, column.width - 8);
      const left = column.align === 'right' ? x + column.width - font.widthOfTextAtSize(text, SIZE) : x;
      this.page.drawText(text, { x: left, y: this.y, size: SIZE, font, color });
      x += column.width;
    });
  }

  footers(label: string): void {
    this.pages.forEach((page, index) => {
      const text = this.drawable(`${label} - page ${index + 1} of ${this.pages.length}`);
      page.drawText(text, { x: MARGIN, y: MARGIN - 10, size: 8, font: this.regular, color: MUTED });
    });
  }
}

/**
 * The statement as an A4 landscape PDF of as many pages as its lines need: every page has the
 * statement's header (company, currency, period) and the ledger's column titles; then the closing
 * balance and the aging of what is outstanding at the period's end.
 */
export async function renderStatementPdf({ statement, companyName, madeAt }: StatementPdfInput): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const document = await PDFDocument.create();
  const period = `${statement.from} to ${statement.to}`;
  document.setTitle(`Statement of account ${statement.currency} ${period}`);
  document.setSubject(`Statement of account of ${companyName}`);
  document.setCreationDate(new Date(madeAt.getTime()));
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const money = (minor: number) => moneyWithCode(minor, statement.currency);

  const writer = new StatementWriter(document, regular, bold, {
    title: 'Statement of account',
    company: companyName,
    subtitle: `${statement.currency}, ${period}`,
  });

  writer.fact('Opening balance', money(statement.opening_balance.added_value));
  writer.fact('Invoices (charges)', money(statement.total_charges.added_value));
  writer.fact('Payments (credits)', money(statement.total_credits.added_value));
  writer.fact('Closing balance', money(statement.closing_balance.added_value), true);

  writer.heading('Transactions');
  writer.startTable(LEDGER_COLUMNS);
  writer.row([statement.from, '', 'Opening balance', '', '', money(statement.opening_balance.added_value)], true);
  if (statement.lines.length === 0) writer.row(['', '', 'No invoices or payments in this period', '', '', '']);
  for (const line of statement.lines) {
    const amount = money(line.amount.added_value);
    writer.row([
      line.date,
      line.document,
      line.description,
      line.kind === 'invoice' ? amount : '',
      line.kind === 'payment' ? amount : '',
      money(line.balance.added_value),
    ]);
  }
  writer.row([statement.to, '', 'Closing balance', '', '', money(statement.closing_balance.added_value)], true);
  writer.endTable();

  writer.heading(`Outstanding on ${statement.to}, by days past due`);
  writer.startTable(AGING_COLUMNS);
  for (const bucket of statement.aging.buckets) {
    writer.row([AGING_BUCKET_LABELS[bucket.bucket], String(bucket.count), money(bucket.amount.added_value)]);
  }
  const outstandingCount = statement.aging.buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  writer.row(['Total', String(outstandingCount), money(statement.aging.total.added_value)], true);
  writer.endTable();

  writer.footers(`Statement of account, ${companyName}, ${statement.currency}, ${period}, made ${madeAt.toISOString().slice(0, 10)}`);
  return document.save();
}
