import { createServer, connect, type Socket, type AddressInfo } from 'node:net';

/**
 * A TCP hop in front of an upstream that can be pulled like a cable: while down, every open
 * connection is cut and new ones are refused, as when the api process is unreachable.
 */
export async function startUpstreamSwitch(targetPort: number) {
  let up = true;
  const open = new Set<Socket>();
  const server = createServer((incoming) => {
    if (!up) return incoming.destroy();
    const outgoing = connect(targetPort, '127.0.0.1');
    for (const socket of [incoming, outgoing]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        incoming.destroy();
        outgoing.destroy();
      });
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    down() {
      up = false;
      for (const socket of open) socket.destroy();
    },
    up() {
      up = true;
    },
    close: () => {
      for (const socket of open) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
