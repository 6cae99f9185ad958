import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import { generate } from 'selfsigned';

/** The bench's own certificate for 127.0.0.1, made afresh for each run; the bench's browsers are told to accept it. */
export interface Certificate {
  key: string;
  cert: string;
}

export async function benchCertificate(): Promise<Certificate> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}

// Headers of one HTTP/1.1 connection, which HTTP/2 forbids.
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

function forwardable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !CONNECTION_HEADERS.has(name)) kept[name] = value;
  }
  return kept;
}

/**
 * A TLS front speaking HTTP/2 to browsers (HTTP/1.1 to those that ask for it) and HTTP/1.1 to one
 * server behind it: what a load balancer does in production. A page is measured through it as a
 * user's browser meets it; straight on the server's port, a browser opens at most six HTTP/1.1
 * connections to it, and the portal's 40 scripts of a signed-in page's start queue on them.
 */
export async function startTlsFront(
  target: string,
  port: number,
  certificate: Certificate,
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...certificate, allowHTTP1: true }, (request, response) => {
    const proxied = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        agent,
        headers: { ...forwardable(request.headers), host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
      },
    );
    proxied.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(proxied);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
