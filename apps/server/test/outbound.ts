// The outbound guard in tests: local fakes listen on 127.0.0.1, which the guard refuses unless the
// operator's allow-list (OUTBOUND_ALLOW, read on use) names them; and TCP listeners that count who
// connects, to show a refused address was never reached.
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';

/** Sets OUTBOUND_ALLOW until the returned function puts back what was there (test files share a process). */
export function allowOutbound(setting: string): () => void {
  const before = process.env.OUTBOUND_ALLOW;
  process.env.OUTBOUND_ALLOW = setting;
  return () => {
    if (before === undefined) delete process.env.OUTBOUND_ALLOW;
    else process.env.OUTBOUND_ALLOW = before;
  };
}

export interface Listener {
  port: number;
  /** Connections accepted so far. */
  connections: number;
  close(): Promise<void>;
}

async function listening(server: Server): Promise<Listener> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const sockets = new Set<Socket>();
  let connections = 0;
  server.on('connection', (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return {
    port,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A TCP port on 127.0.0.1 that accepts connections and then does `answer`: say nothing (a service
 * that waits for the client), or write a line (a refused SMTP greeting, another protocol's banner).
 */
export async function tcpListener(answer?: string): Promise<Listener> {
  const server = createServer((socket) => {
    socket.on('error', () => {});
    if (answer !== undefined) socket.end(answer);
  });
  return listening(server);
}

/** A port on 127.0.0.1 with nothing listening (connecting is refused). */
export async function closedPort(): Promise<number> {
  const listener = await tcpListener();
  await listener.close();
  return listener.port;
}

/** An HTTP server on 127.0.0.1 answering every request with a 307 to `location`. */
export async function redirector(location: string): Promise<Listener> {
  const server = createHttpServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(307, { location }).end());
  });
  return listening(server);
}
