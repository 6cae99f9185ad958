import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reads back the text of a PDF as a reader extracts it (Mozilla's PDF.js), page by page, so that
// tests can check what a rendered document says.

/** Each page's text: the runs on one baseline joined by spaces, left to right; the lines top to bottom. */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      const lines = new Map<number, Array<{ x: number; text: string }>>();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const baseline = Math.round(Number(item.transform[5]));
        lines.set(baseline, [...(lines.get(baseline) ?? []), { x: Number(item.transform[4]), text: item.str }]);
      }
      const text = [...lines.entries()]
        .sort(([above], [below]) => below - above)
        .map(([, runs]) =>
          runs
            .sort((left, right) => left.x - right.x)
            .map((run) => run.text)
            .join(' '),
        );
      pages.push(text.join('\n'));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The whole text of a PDF, its pages one after the other. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPagesText(bytes)).join('\n');
}
