import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy to `target` (node:net), for the fault tests: `stop` closes its port and cuts every
 * connection through it, as a database server that stops does (the server's own process, which other tests use,
 * goes on); `start` opens the same port again, as the server coming back. `freeze` holds every byte instead, as a
 * server whose processes are stopped (SIGSTOP): connections stay open and accepted, and nothing answers.
 */
export class TcpProxy {
  #server: Server | undefined;
  #sockets = new Set<Socket>();
  #pairs = new Set<readonly [Socket, Socket]>();
  #frozen = false;
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

  /** Holds the bytes both ways on every connection, those open and those accepted until `thaw`. */
  freeze(): void {
    this.#frozen = true;
    for (const [client, upstream] of this.#pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      // Paused, a socket keeps what arrives in its buffer (and TCP holds the rest) until it is piped again.
      client.pause();
      upstream.pause();
    }
  }

  /** Lets the held bytes through, and the traffic flow again. */
  thaw(): void {
    this.#frozen = false;
    for (const [client, upstream] of this.#pairs) {
      client.pipe(upstream);
      upstream.pipe(client);
    }
  }

  #pipe(client: Socket): void {
    this.accepted++;
    const upstream = connect(this.target.port, this.target.host);
    const pair = [client, upstream] as const;
    this.#pairs.add(pair);
    for (const socket of pair) {
      this.#sockets.add(socket);
      socket.once('close', () => {
        this.#sockets.delete(socket);
        this.#pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      });
      // A cut connection is the point of the proxy; its errors end both sides through 'close'.
      socket.on('error', () => {});
    }
    if (this.#frozen) {
      client.pause();
      upstream.pause();
      return;
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
