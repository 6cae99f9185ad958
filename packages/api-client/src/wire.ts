/** What a transport answers: status, headers (lower-case names) and the body as read. */
export interface WireResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Blob;
}

/** `url` joined to the API's base URL, unless it is absolute already. */
export function joinBaseUrl(url: string, baseURL: string): string {
  const absolute = /^[a-z][a-z\d+\-.]*:\/\//i.test(url);
  return absolute || !baseURL ? url : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** A fetch answer read whole: a successful `blob` call's body as a Blob, any other as text. */
export async function readWireResponse(response: Response, responseType: 'json' | 'blob' = 'json'): Promise<WireResponse> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = responseType === 'blob' && response.ok ? await response.blob() : await response.text();
  return { status: response.status, headers, body };
}
