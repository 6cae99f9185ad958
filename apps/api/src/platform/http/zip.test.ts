import { describe, expect, test } from '@jest/globals';
import { unzipSync } from 'fflate';
import { uniqueEntryNames, type ZipEntry, zipStream } from './zip';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

describe('entry names', () => {
  test('unique in the archive, whatever their case, with the copy number before the extension', () => {
    const name = uniqueEntryNames();
    expect(['INV-1.pdf', 'INV-1.pdf', 'inv-1.pdf', 'INV-2.pdf', 'INV-1.pdf'].map(name)).toEqual([
      'INV-1.pdf',
      'INV-1 (2).pdf',
      'inv-1 (3).pdf',
      'INV-2.pdf',
      'INV-1 (4).pdf',
    ]);
  });

  test('safe as file names: no folders, no hidden files, no control characters; letters of any script stay', () => {
    const name = uniqueEntryNames();
    expect(name('../../etc/passwd')).toBe('__.._etc_passwd');
    expect(name('a/b\\c.pdf')).toBe('a_b_c.pdf');
    expect(name('.hidden.pdf')).toBe('_hidden.pdf');
    expect(name('bad\u0000name\n.pdf')).toBe('bad_name_.pdf');
    expect(name('Счёт-7.pdf')).toBe('Счёт-7.pdf');
    expect(name('')).toBe('_');
    expect(name('a_b_c.pdf')).toBe('a_b_c (2).pdf');
  });
});

describe('the ZIP stream', () => {
  test('holds each entry with its bytes, in order', async () => {
    const entries: ZipEntry[] = [
      { name: 'one.pdf', bytes: new TextEncoder().encode('%PDF-1 first') },
      { name: 'two.pdf', bytes: new Uint8Array(70_000).fill(7) },
    ];
    const unzipped = unzipSync(
      await bytesOf(
        zipStream(
          (async function* () {
            yield* entries;
          })(),
        ),
      ),
    );
    expect(Object.keys(unzipped)).toEqual(['one.pdf', 'two.pdf']);
    expect(new TextDecoder().decode(unzipped['one.pdf'])).toBe('%PDF-1 first');
    expect(unzipped['two.pdf']).toEqual(entries[1]?.bytes);
  });

  test('an archive of no entries is an empty archive', async () => {
    const empty = await bytesOf(zipStream((async function* () {})()));
    expect(unzipSync(empty)).toEqual({});
  });

  test('asks for an entry only when the reader has taken the one before', async () => {
    let made = 0;
    const stream = zipStream(
      (async function* () {
        for (let index = 0; index < 50; index += 1) {
          made += 1;
          yield { name: `${index}.bin`, bytes: new Uint8Array(64 * 1024) };
        }
      })(),
    );
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The stream's buffer (16 KiB) holds far less than the archive: only the first few are made.
    expect(made).toBeLessThan(5);
    stream.destroy();
  });

  test('a failure of the entries ends the stream with it', async () => {
    const stream = zipStream(
      (async function* () {
        yield { name: 'one.pdf', bytes: new Uint8Array(10) };
        throw new Error('The database went away');
      })(),
    );
    await expect(bytesOf(stream)).rejects.toThrow('The database went away');
  });
});
