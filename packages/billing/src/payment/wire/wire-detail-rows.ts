/** One line of wire instructions: what it is and the value the customer types into their bank's form. */
export interface WireDetailRow {
  label: string;
  value: string;
}

/**
 * The label/value lines of sanitized wire instructions, when they are a table of two cells a row
 * (as vendors' instructions are); null for any other shape, which is then shown as it came.
 */
export function wireDetailRows(sanitizedMarkup: string): WireDetailRow[] | null {
  const template = document.createElement('template');
  template.innerHTML = sanitizedMarkup;
  const rows = Array.from(template.content.querySelectorAll('tr'));
  if (rows.length === 0) return null;
  const found: WireDetailRow[] = [];
  for (const row of rows) {
    const cells = Array.from(row.children).filter((cell) => cell.tagName === 'TD' || cell.tagName === 'TH');
    if (cells.length !== 2) return null;
    const [label, value] = cells.map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/:$/, ''));
    if (!label || !value) return null;
    found.push({ label, value });
  }
  // Text outside the table would be lost by showing the rows alone.
  const table = template.content.querySelector('table');
  const outside = (template.content.textContent ?? '').replace(table?.textContent ?? '', '').trim();
  return outside === '' ? found : null;
}
