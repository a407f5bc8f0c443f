// `npm run bench -- multipart`: the multipart reader under the form receiver, in process, no
// server: how fast one large form streams through it, what 200 forms at once cost in memory, and
// how soon a body without a single boundary is refused. Bodies arrive in 64 KB chunks, as a socket
// hands them over; every file byte is read and counted, as storage would.
import { fieldText, readMultipart } from "../../lib/http/multipart";
import { percentile, type BenchSection } from "./support";

const BOUNDARY = "----benchBoundary7MA4YWxkTrZu0gW";
const CHUNK = 64 * 1024;

function form(fileBytes: number): Buffer {
  const file = Buffer.alloc(fileBytes);
  for (let i = 0; i < fileBytes; i += 4096) file[i] = (i / 4096) % 251;
  const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(field("question", "3") + field("answer_time", "120")),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="answer.webm"\r\nContent-Type: video/webm\r\n\r\n`),
    file,
    Buffer.from(`\r\n${field("note", "done")}--${BOUNDARY}--\r\n`),
  ]);
}

function request(data: Buffer): Request {
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      controller.enqueue(new Uint8Array(data.subarray(offset, offset + CHUNK)));
      offset += CHUNK;
    },
  });
  return new Request("http://localhost/upload", {
    method: "POST",
    body,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: "half",
  } as RequestInit);
}

/** Reads the whole form; the file's bytes counted. */
async function receive(req: Request, maxBytes: number): Promise<number> {
  let fileBytes = 0;
  for await (const part of readMultipart(req, { maxBytes })) {
    if (part.filename === null) await fieldText(part);
    else for await (const chunk of part.body) fileBytes += chunk.length;
  }
  return fileBytes;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

export const multipartSection: BenchSection = {
  name: "multipart",
  standalone: true,
  async run() {
    const large = form(64 * 1024 * 1024);
    await receive(request(large), large.length); // warm-up
    const rates: number[] = [];
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      const bytes = await receive(request(large), large.length);
      rates.push(mb(bytes) / ((performance.now() - start) / 1000));
    }
    rates.sort((a, b) => a - b);
    console.log(`one 64 MB form: median ${percentile(rates, 50).toFixed(0)} MB/s (slowest ${rates[0]!.toFixed(0)}, fastest ${rates.at(-1)!.toFixed(0)})`);

    // A warm-up round at the same concurrency, then three measured: the median of each figure.
    const small = form(1024 * 1024);
    const round = async () => {
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const start = performance.now();
      const read = await Promise.all(Array.from({ length: 200 }, () => receive(request(small), small.length)));
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      if (read.some((bytes) => bytes !== 1024 * 1024)) throw new Error("a form was not read whole");
      return { ms: performance.now() - start, growth: mb(peak - before) };
    };
    await round();
    const rounds = [await round(), await round(), await round()];
    const median = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
    console.log(
      `200 forms of 1 MB at once: median ${median(rounds.map((r) => r.ms)).toFixed(0)} ms, RSS growth median ${median(rounds.map((r) => r.growth)).toFixed(1)} MB (rounds: ${rounds.map((r) => `${r.ms.toFixed(0)} ms / ${r.growth.toFixed(1)} MB`).join(", ")})`,
    );

    const junk = Buffer.alloc(64 * 1024 * 1024, 0x61);
    const refusedAt = performance.now();
    const refusal = await receive(request(junk), junk.length).then(
      () => "read",
      (error: unknown) => (error as { code?: string }).code ?? String(error),
    );
    console.log(`64 MB with no boundary: ${refusal} after ${(performance.now() - refusedAt).toFixed(1)} ms`);
  },
};
