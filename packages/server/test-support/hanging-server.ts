import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback server that accepts connections and never answers (node:net, port 0): a source that hangs. `stop`
 * destroys what it holds.
 */
export class HangingServer {
  readonly #server: Server;
  readonly #sockets = new Set<Socket>();
  /** Connections accepted so far: the caller did reach it. */
  accepted = 0;

  constructor() {
    this.#server = createServer((socket) => {
      this.accepted++;
      this.#sockets.add(socket);
      socket.on('error', () => {});
      socket.once('close', () => this.#sockets.delete(socket));
    });
  }

  /** Listens and gives the base address (http://127.0.0.1:port). */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
