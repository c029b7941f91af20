// A DNS server for one name, standing in for Docker's embedded DNS in front of nginx: it answers
// `bff` with the A records a test sets (each replica's address), and NXDOMAIN while there is none,
// as Docker does while no replica runs.
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import * as packet from 'dns-packet';

export async function startDnsServer(name: string) {
  let addresses: string[] = [];
  const socket = createSocket('udp4');
  socket.on('message', (message, from) => {
    const query = packet.decode(message);
    const question = query.questions?.[0];
    const ours = question?.name.toLowerCase() === name;
    const answers =
      ours && question?.type === 'A'
        ? addresses.map((address) => ({
            type: 'A' as const,
            name: question.name,
            ttl: 1,
            data: address,
          }))
        : [];
    const reply = packet.encode({
      id: query.id,
      type: 'response',
      flags:
        packet.RECURSION_DESIRED |
        packet.RECURSION_AVAILABLE |
        (ours && addresses.length > 0 ? 0 : 3),
      questions: query.questions,
      answers,
    });
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((done) => socket.bind(0, '127.0.0.1', done));
  return {
    address: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    /** What `name` resolves to from now on (none: NXDOMAIN). */
    set(next: string[]) {
      addresses = [...next];
    },
    close: () => new Promise<void>((done) => socket.close(() => done())),
  };
}
