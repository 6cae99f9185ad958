import { describe, expect, test } from '@jest/globals';
import { csvStream, neutralizeFormula } from './csv';

describe('neutralizeFormula', () => {
  test.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil.test","x")'])('%j becomes text', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });
  test.each(['INV-2026-0001', 'Acme = good', '', "'quoted"])('%j stays as is', (value) => {
    expect(neutralizeFormula(value)).toBe(value);
  });
});

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let result = '';
  for await (const chunk of stream) result += String(chunk);
  return result;
}

async function* records(values: string[][]) {
  for (const value of values) yield value;
}

describe('csvStream', () => {
  test('writes the BOM, the header and RFC 4180 records with CRLF line ends', async () => {
    const csv = await text(csvStream(['A', 'B'], records([['x, y', 'say "hi"\nthere']])));
    expect(csv).toBe('\uFEFFA,B\r\n"x, y","say ""hi""\nthere"\r\n');
  });

  test('without records it is the header alone', async () => {
    expect(await text(csvStream(['A', 'B'], records([])))).toBe('\uFEFFA,B\r\n');
  });
});
