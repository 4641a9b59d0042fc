import type { IncomingMessage, Server } from 'node:http';

/**
 * Follows the requests `server` has received and not yet answered (or whose client has not gone), so that a
 * shutdown that gives up waiting can say which it abandoned: each as `METHOD url`.
 */
export function followRequestsInFlight(server: Server): () => string[] {
  const open = new Set<IncomingMessage>();
  server.on('request', (request: IncomingMessage, response) => {
    open.add(request);
    response.once('close', () => open.delete(request));
  });
  return () => [...open].map((r) => `${r.method} ${r.url}`);
}
