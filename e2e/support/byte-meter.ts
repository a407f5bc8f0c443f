// A TCP relay in front of the e2e server that plays the phone's uplink: it counts every byte the
// browser sends through it (the bytes on the wire, headers and retries included, as the server's
// socket receives them), can hold them to a rate, and can cut every connection at once, losing
// what was still on its way. Chromium's own throttling (DevTools network conditions) paces what
// the page sees but hands the bytes to the socket at full speed: a server behind it would hold a
// whole upload while the page still showed half.
import net from "node:net";

export type ByteMeter = {
  /** The relay's origin: pages opened here reach the e2e server through it. */
  origin: string;
  /** Bytes the server has received through the relay since the last reset. */
  sent: () => number;
  reset: () => void;
  /** Holds the uplink to this many bytes a second (null: as fast as it goes). */
  limit: (bytesPerSecond: number | null) => void;
  /** The network drops: every open connection is cut, bytes not yet through are lost. */
  cut: () => void;
  close: () => Promise<void>;
};

const SLICE = 4096;

export async function meterInFrontOf(port: number): Promise<ByteMeter> {
  let sent = 0;
  let rate: number | null = null;
  // One uplink for every connection: the time its next byte may leave.
  let nextAt = 0;
  const connections = new Set<{ client: net.Socket; upstream: net.Socket }>();

  async function forward(chunk: Buffer, to: net.Socket) {
    for (let i = 0; i < chunk.length; i += SLICE) {
      const piece = chunk.subarray(i, i + SLICE);
      if (rate) {
        nextAt = Math.max(nextAt, Date.now()) + (piece.length * 1000) / rate;
        const wait = nextAt - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      if (to.destroyed) return;
      to.write(piece);
      sent += piece.length;
    }
  }

  const server = net.createServer((client) => {
    const upstream = net.connect({ port, host: "localhost" });
    const pair = { client, upstream };
    connections.add(pair);
    const end = () => {
      connections.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) socket.on("error", end).on("close", end);
    client.on("data", (chunk: Buffer) => {
      client.pause();
      void forward(chunk, upstream).then(() => client.resume());
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const address = server.address() as net.AddressInfo;
  const cutAll = () => {
    for (const { client, upstream } of connections) {
      upstream.destroy();
      client.destroy();
    }
    connections.clear();
  };
  return {
    origin: `http://localhost:${address.port}`,
    sent: () => sent,
    reset: () => void (sent = 0),
    limit: (bytesPerSecond) => void (rate = bytesPerSecond),
    cut: cutAll,
    close: () =>
      new Promise<void>((resolve) => {
        cutAll();
        server.close(() => resolve());
      }),
  };
}
