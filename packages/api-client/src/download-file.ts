import { isAxiosError } from 'axios';
import { httpClient } from './http-client';
import { handleRequestFailure } from './perform-request';

/** The file name of a Content-Disposition header (RFC 5987 form first), or null. */
export function attachmentFileName(contentDisposition: string | null | undefined): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoded name: fall back to the plain one.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(contentDisposition);
  return plain?.[1]?.trim() || null;
}

/** Hands a Blob to the browser as a file download through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A Blob's text, through FileReader: the tests' DOM has no `Blob.text()`. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(blob);
  });
}

/** A failed file request's body arrives as a Blob; the API's `{ data: { message } }` is inside. */
async function withJsonErrorBody(error: unknown): Promise<unknown> {
  const response = isAxiosError(error) ? error.response : undefined;
  const body: unknown = response?.data;
  if (response && (body instanceof Blob || typeof body === 'string')) {
    try {
      response.data = JSON.parse(body instanceof Blob ? await blobText(body) : body) as unknown;
    } catch {
      // Not JSON: the toast falls back to its generic text.
    }
  }
  return error;
}

/**
 * Downloads a file of the API with the bearer token (a plain link could not send it) and saves
 * it. Failures are handled as any call's are; resolves to whether the file was saved.
 */
export async function downloadFile(url: string, fallbackFileName: string): Promise<boolean> {
  try {
    const response = await httpClient.get<Blob>(url, { responseType: 'blob', headers: { Accept: '*/*' } });
    const header: unknown = response.headers['content-disposition'];
    saveBlob(response.data, attachmentFileName(typeof header === 'string' ? header : null) ?? fallbackFileName);
    return true;
  } catch (error) {
    // The toast and, on a 401, the end of the session, as for every other call.
    handleRequestFailure(await withJsonErrorBody(error), { url });
    return false;
  }
}
