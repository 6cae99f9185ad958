import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file an operation answers: the route sends it as a download. */
export interface Download {
  contentType: string;
  fileName: string;
  body: Readable | Buffer;
}

/** A file name for Content-Disposition: quoted ASCII, plus the percent-encoded UTF-8 form (filename*) for anything else. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a file download; its body is not JSON, so no response schema (and no typed `send`) applies. */
export function sendDownload(reply: FastifyReply, download: Download) {
  return reply
    .type(download.contentType)
    .header('content-disposition', attachment(download.fileName))
    .header('cache-control', 'no-store')
    .send(download.body);
}
