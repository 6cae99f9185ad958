import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export async function load(
  url: string,
  options: { connections: number; durationSeconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A short run, so that a server is measured warm. */
export async function warmUp(url: string, options: { connections: number; headers?: Record<string, string> }): Promise<void> {
  await load(url, { ...options, durationSeconds: 2 });
}
