// A local DNS server for tests: real DNS over UDP (dns2) on 127.0.0.1, answering from a zone the
// test fills in. The server under test asks it through node:dns with DNS_SERVERS pointed here.
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

const { Packet } = dns2;

export type FakeRecordType = 'TXT' | 'CNAME' | 'A';

export interface FakeDns {
  /** host:port for DNS_SERVERS. */
  address: string;
  /** Records by lower-case name and type; change them at will between look-ups. */
  set(name: string, type: FakeRecordType, values: string[]): void;
  clear(): void;
  close(): Promise<void>;
}

export async function startFakeDns(options: { port?: number } = {}): Promise<FakeDns> {
  const zone = new Map<string, string[]>();
  const keyOf = (name: string, type: FakeRecordType) => `${type} ${name.toLowerCase().replace(/\.$/, '')}`;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        const type = (['A', 'CNAME', 'TXT'] as const).find((t) => Packet.TYPE[t] === question.type);
        const values = type ? (zone.get(keyOf(question.name, type)) ?? []) : [];
        for (const value of values) {
          const data =
            type === 'A' ? { address: value } : type === 'CNAME' ? { domain: value } : { data: [value] };
          const answer = {
            name: question.name,
            type: question.type,
            class: Packet.CLASS.IN,
            ttl: 60,
            ...data,
          };
          response.answers.push(answer as unknown as (typeof response.answers)[number]);
        }
      }
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: options.port ?? 0, address: '127.0.0.1' } });
  const { port } = addresses.udp as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    set: (name, type, values) => {
      zone.set(keyOf(name, type), values);
    },
    clear: () => zone.clear(),
    close: () => server.close() as Promise<void>,
  };
}
