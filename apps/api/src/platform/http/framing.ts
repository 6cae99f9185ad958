import type { FastifyReply } from 'fastify';

/**
 * Lets this response's page be framed by the API's own origin, which is the portal's: the sandbox
 * pages the portal shows in a frame (checkout, booking). Every other page keeps frame-ancestors
 * 'none' and X-Frame-Options DENY.
 */
export function allowFramingBySelf(reply: FastifyReply): void {
  const csp = String(reply.getHeader('content-security-policy') ?? '').replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  reply.header('content-security-policy', csp).header('x-frame-options', 'SAMEORIGIN');
}
