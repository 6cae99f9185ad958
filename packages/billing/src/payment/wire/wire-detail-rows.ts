/** One line of wire instructions: what it is and the value the customer types into their bank's form. */
export interface WireDetailRow {
  label: string;
  value: string;
}

/** Wire instructions as the modal lays them out: the label/value lines, then what follows them (steps, notes). */
interface WireDetailParts {
  rows: WireDetailRow[];
  /** Sanitized markup after the table; empty when there is none. */
  after: string;
}

const cellText = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/:$/, '');

/**
 * The label/value lines of sanitized wire instructions, when they open with a table of two cells a
 * row (as vendors' details are), with the markup that follows it (a Payoneer payment's steps, the
 * reference to quote); null for any other shape, which is then shown as it came.
 */
export function wireDetailParts(sanitizedMarkup: string): WireDetailParts | null {
  const template = document.createElement('template');
  template.innerHTML = sanitizedMarkup;
  const content = template.content;
  const table = Array.from(content.children).find((child) => child.tagName === 'TABLE');
  if (!table) return null;
  // Text before the table would lose its place above the rows.
  for (let node = table.previousSibling; node; node = node.previousSibling) {
    if ((node.textContent ?? '').trim() !== '') return null;
  }
  const rows: WireDetailRow[] = [];
  const tableRows = Array.from(table.querySelectorAll('tr'));
  if (tableRows.length === 0) return null;
  for (const row of tableRows) {
    const cells = Array.from(row.children).filter((cell) => cell.tagName === 'TD' || cell.tagName === 'TH');
    if (cells.length !== 2) return null;
    const [label, value] = cells.map(cellText);
    if (!label || !value) return null;
    rows.push({ label, value });
  }
  while (table.previousSibling) table.previousSibling.remove();
  table.remove();
  const rest = document.createElement('div');
  rest.append(content);
  return { rows, after: (rest.textContent ?? '').trim() === '' ? '' : rest.innerHTML.trim() };
}
