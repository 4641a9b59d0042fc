import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy to `target` (node:net), for the fault tests: `stop` closes its port and cuts every
 * connection through it, as a database server that stops does (the server's own process, which other tests use,
 * goes on); `start` opens the same port again, as the server coming back.
 */
export class TcpProxy {
  #server: Server | undefined;
  #sockets = new Set<Socket>();
  #port = 0;
  /** Connections accepted so far. */
  accepted = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  get port(): number {
    return this.#port;
  }

  /** Listens (on a free port the first time, on the same one after a stop). */
  async start(): Promise<void> {
    if (this.#server) return;
    const server = createServer((client) => this.#pipe(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#port, '127.0.0.1', () => resolve());
    });
    this.#port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  /** Stops listening and destroys every connection through the proxy. */
  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
    await closed;
  }

  #pipe(client: Socket): void {
    this.accepted++;
    const upstream = connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.#sockets.add(socket);
      socket.once('close', () => {
        this.#sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
      // A cut connection is the point of the proxy; its errors end both sides through 'close'.
      socket.on('error', () => {});
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
