import net from 'node:net';

export interface SilentDatabase {
  /** A connection string that reaches this server (any database name: nothing is read). */
  url: string;
  /** Connections accepted so far. */
  accepted(): number;
  /** From now on, and for the connections held so far, passes everything to `upstream` (host:port). */
  pass(upstream: string): void;
  close(): Promise<void>;
}

/**
 * A database server that accepts connections and then says nothing: what a client sees of a
 * PostgreSQL that hangs, or of a network that drops packets. Told to, it turns into a plain TCP
 * relay to a real server, as a database that recovers does. Loopback only.
 */
export async function startSilentDatabase(): Promise<SilentDatabase> {
  // Every socket open, to close them all; and the clients not yet relayed.
  const sockets = new Set<net.Socket>();
  const held = new Set<net.Socket>();
  let upstream: URL | undefined;
  let accepted = 0;

  const relay = (socket: net.Socket, to: URL) => {
    held.delete(socket);
    const onward = net.connect(Number(to.port || 5432), to.hostname);
    sockets.add(onward);
    onward.once('close', () => sockets.delete(onward));
    onward.on('error', () => socket.destroy());
    socket.on('error', () => onward.destroy());
    socket.pipe(onward).pipe(socket);
  };

  // Paused on connect: what the client sends waits, unread, until it is relayed (or never is).
  const server = net.createServer({ pauseOnConnect: true }, (socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      held.delete(socket);
    });
    socket.on('error', () => {});
    held.add(socket);
    if (upstream) relay(socket, upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `postgres://postgres@127.0.0.1:${port}/silent`,
    accepted: () => accepted,
    pass(to) {
      upstream = new URL(`tcp://${to}`);
      for (const socket of [...held]) relay(socket, upstream);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
