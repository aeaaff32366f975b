import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can hold every byte in both directions: a network partition
 * in which no error ever arrives (issue 22 item 6). `release()` delivers what was held and forwards again.
 */
export type HoldingProxy = {
  port: number;
  hold: () => void;
  release: () => void;
  close: () => Promise<void>;
};

export async function startHoldingProxy(target: { host: string; port: number }): Promise<HoldingProxy> {
  let isHolding = false;
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();

  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (isHolding) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    hold: () => {
      isHolding = true;
    },
    release: () => {
      isHolding = false;
      for (const deliver of held.splice(0)) deliver();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
