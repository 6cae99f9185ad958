import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/** One file of a ZIP archive. */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/** Characters a file name keeps inside an archive; anything else (slashes, controls, quotes) becomes '_'. */
const UNSAFE_NAME_CHARACTERS = /[^\p{L}\p{N} ._()-]/gu;

/**
 * Names for the entries of one archive, each safe as a file name and unique in it: a name already
 * taken gets ' (2)', ' (3)'... before its extension, as file managers name copies.
 */
export function uniqueEntryNames(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const safe = name.replace(UNSAFE_NAME_CHARACTERS, '_').replace(/^[. ]+/, '_') || '_';
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = safe;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${stem} (${copy})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

/**
 * A ZIP archive of the entries, streamed as they come: an entry is asked for only when the reader
 * has taken what came before, so that at most one entry's bytes are held at a time. The entries are
 * stored as they are (the files it carries, PDFs, are compressed already). A failure of `entries`
 * ends the stream with the error.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  return Readable.from(
    (async function* () {
      const chunks: Uint8Array[] = [];
      let failure: Error | null = null;
      const zip = new Zip((error, chunk) => {
        if (error) failure = error;
        else chunks.push(chunk);
      });
      const drain = function* () {
        if (failure) throw failure;
        while (chunks.length > 0) yield Buffer.from(chunks.shift()!);
      };
      for await (const entry of entries) {
        const file = new ZipPassThrough(entry.name);
        zip.add(file);
        file.push(entry.bytes, true);
        yield* drain();
      }
      zip.end();
      yield* drain();
    })(),
    { objectMode: false },
  );
}
