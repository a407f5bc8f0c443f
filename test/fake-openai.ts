// A local OpenAI-compatible HTTP server for tests and benchmarks: chat completions (json_schema
// structured outputs), /audio/speech answering real MP3 bytes, /audio/transcriptions answering
// verbose_json. Latency per route, failure injection and per-test handlers.
//   const fake = await startFakeOpenAI({ latencyMs: { chat: 1000, speech: 500 } });
//   process.env.OPENAI_BASE_URL = fake.baseUrl; ... fake.failNext("speech", 2); await fake.close();
import http from "node:http";
import type { AddressInfo } from "node:net";
import { encodeMp3 } from "@/lib/ai/offline/mp3";
import { fakeEvaluationChat } from "./fake-openai-evaluation";

export type FakeRoute = "chat" | "speech" | "transcription";

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
}

export interface TranscriptionRequest {
  model: string;
  responseFormat: string;
  filename: string;
  size: number;
}

export interface FakeOpenAIOptions {
  latencyMs?: Partial<Record<FakeRoute, number>>;
}

export interface RecordedRequest {
  route: FakeRoute;
  body: unknown;
}

export interface FakeOpenAI {
  /** Base URL to hand the SDK (ends in /v1). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Requests to each route that arrived and are not answered yet (held by the latency). */
  waiting: Record<FakeRoute, number>;
  setLatency(route: FakeRoute, ms: number): void;
  /** The next `times` requests to `route` answer `status` (default 500). */
  failNext(route: FakeRoute, times?: number, status?: number): void;
  /** Answers chat completions with this object as the structured content (or a string as raw content). */
  onChat(handler: ((request: ChatRequest) => unknown) | null): void;
  onTranscription(handler: ((request: TranscriptionRequest) => { text: string; words?: { word: string; start: number; end: number }[] }) | null): void;
  close(): Promise<void>;
}

/** A real, short MP3 (a 0.4 s tone) made once per process. */
let toneMp3: Promise<Buffer> | undefined;
function tone(): Promise<Buffer> {
  toneMp3 ??= (() => {
    const rate = 22050;
    const samples = new Int16Array(Math.round(rate * 0.4));
    for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000);
    return encodeMp3(samples, rate);
  })();
  return toneMp3;
}

/** Default chat answer: as many questions as the system prompt asks for ("exactly N"). */
function defaultChat(request: ChatRequest): unknown {
  const evaluation = fakeEvaluationChat(request);
  if (evaluation !== undefined) return evaluation;
  const system = request.messages.find((m) => m.role === "system")?.content ?? "";
  const user = request.messages.find((m) => m.role === "user")?.content ?? "";
  const count = Number(/exactly (\d+)/.exec(system)?.[1] ?? 5);
  const title = /Job title: (.*)/.exec(user)?.[1] ?? "this role";
  return { questions: Array.from({ length: count }, (_, i) => `Fake question ${i + 1} for ${title}: what would you do first?`) };
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const latency: Record<FakeRoute, number> = { chat: 0, speech: 0, transcription: 0, ...options.latencyMs };
  const failures: Record<FakeRoute, { times: number; status: number }> = {
    chat: { times: 0, status: 500 },
    speech: { times: 0, status: 500 },
    transcription: { times: 0, status: 500 },
  };
  let chatHandler: ((request: ChatRequest) => unknown) | null = null;
  let transcriptionHandler: Parameters<FakeOpenAI["onTranscription"]>[0] = null;
  const requests: RecordedRequest[] = [];
  const waiting: Record<FakeRoute, number> = { chat: 0, speech: 0, transcription: 0 };

  const server = http.createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? "").replace(/\?.*$/, "");
      const route: FakeRoute | null = path.endsWith("/chat/completions")
        ? "chat"
        : path.endsWith("/audio/speech")
          ? "speech"
          : path.endsWith("/audio/transcriptions")
            ? "transcription"
            : null;
      if (!route || req.method !== "POST") return json(res, 404, { error: { message: `No fake for ${req.method} ${path}` } });
      const raw = await readBody(req);
      if (latency[route] > 0) {
        waiting[route] += 1;
        await new Promise((r) => setTimeout(r, latency[route]));
        waiting[route] -= 1;
      }
      const failure = failures[route];
      if (failure.times > 0) {
        failure.times -= 1;
        requests.push({ route, body: null });
        return json(res, failure.status, { error: { message: `Injected ${route} failure`, type: "server_error" } });
      }

      if (route === "chat") {
        const body = JSON.parse(raw.toString("utf8")) as ChatRequest;
        requests.push({ route, body });
        const answer = (chatHandler ?? defaultChat)(body);
        const content = typeof answer === "string" ? answer : JSON.stringify(answer);
        return json(res, 200, {
          id: `chatcmpl-${Date.now()}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, finish_reason: "stop", logprobs: null, message: { role: "assistant", content, refusal: null } }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        });
      }

      if (route === "speech") {
        const body = JSON.parse(raw.toString("utf8")) as { input: string; model: string; voice: string };
        requests.push({ route, body });
        res.writeHead(200, { "content-type": "audio/mpeg" });
        return res.end(await tone());
      }

      const form = await new Request("http://fake/", {
        method: "POST",
        headers: { "content-type": req.headers["content-type"] ?? "" },
        body: new Uint8Array(raw),
      }).formData();
      const file = form.get("file");
      const request: TranscriptionRequest = {
        model: String(form.get("model") ?? ""),
        responseFormat: String(form.get("response_format") ?? "json"),
        filename: file instanceof File ? file.name : "",
        size: file instanceof File ? file.size : 0,
      };
      requests.push({ route, body: request });
      const result = transcriptionHandler?.(request) ?? {
        text: "I led the migration and we shipped it on time.",
        words: "I led the migration and we shipped it on time".split(" ").map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35 })),
      };
      if (request.responseFormat !== "verbose_json") return json(res, 200, { text: result.text });
      return json(res, 200, {
        task: "transcribe",
        language: "english",
        duration: result.words?.at(-1)?.end ?? 1,
        text: result.text,
        words: result.words ?? [],
        segments: [],
      });
    })().catch((error: unknown) => json(res, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    waiting,
    setLatency: (route, ms) => {
      latency[route] = ms;
    },
    failNext: (route, times = 1, status = 500) => {
      failures[route] = { times, status };
    },
    onChat: (handler) => {
      chatHandler = handler;
    },
    onTranscription: (handler) => {
      transcriptionHandler = handler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
