// The face model (@vladmandic/face-api, weights served from /models) for attention monitoring and
// the mock's camera figures. It loads only when asked (after the camera is on), never in the
// page's first JavaScript, and runs in a Web Worker where the browser can (OffscreenCanvas,
// createImageBitmap): a detection then never holds the page's thread. Elsewhere it runs on the
// page, as before. Nothing but the faces found leaves the model.

export type FaceBox = { x: number; y: number; width: number; height: number };
export type DetectedFace = { box: FaceBox; score: number; expressions: Record<string, number> | null };
/** The faces on one frame, with the size of the frame their boxes are measured in. */
export type FaceFrame = { width: number; height: number; faces: DetectedFace[] };

export type ToWorker = { kind: "load"; gpu: boolean; expressions: boolean } | { kind: "detect"; id: number; bitmap: ImageBitmap };
export type FromWorker =
  { kind: "loaded"; backend: string } | { kind: "failed"; error: string } | { kind: "detected"; id: number; frame: FaceFrame | null; error?: string };

export type FaceDetector = {
  /** The faces on the video's current frame. */
  detect(video: HTMLVideoElement): Promise<FaceFrame>;
  /** True when detections run in a worker, off the page's thread. */
  readonly inWorker: boolean;
};

type FaceApi = typeof import("@vladmandic/face-api");
type Backends = { setBackend(name: string): Promise<boolean>; removeBackend(name: string): void; getBackend(): string };

/** Frames go to the worker at this width at most: plenty for the tiny detector's 160-224 px input. */
const FRAME_WIDTH = 320;

/**
 * A software WebGL (SwiftShader, llvmpipe: a machine without a usable GPU) compiles the model's
 * shaders so slowly that the first detection took a minute on a busy machine: the CPU is faster.
 */
function softwareWebGl(): boolean {
  const gl = document.createElement("canvas").getContext("webgl");
  if (!gl) return true;
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer);
}

function canUseWorker(): boolean {
  return typeof Worker !== "undefined" && typeof OffscreenCanvas !== "undefined" && typeof createImageBitmap === "function";
}

function workerDetector(expressions: boolean, gpu: boolean): Promise<FaceDetector> {
  const worker = new Worker(new URL("./face-worker.ts", import.meta.url), { type: "module", name: "face-model" });
  const waiting = new Map<number, { resolve: (frame: FaceFrame) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const detector: FaceDetector = {
    inWorker: true,
    async detect(video) {
      const scale = Math.min(1, FRAME_WIDTH / (video.videoWidth || FRAME_WIDTH));
      const bitmap = await createImageBitmap(video, {
        resizeWidth: Math.max(1, Math.round((video.videoWidth || FRAME_WIDTH) * scale)),
        resizeHeight: Math.max(1, Math.round((video.videoHeight || FRAME_WIDTH) * scale)),
        resizeQuality: "low",
      });
      const id = nextId++;
      return new Promise<FaceFrame>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ kind: "detect", id, bitmap } satisfies ToWorker, [bitmap]);
      });
    },
  };
  return new Promise((resolve, reject) => {
    worker.onerror = (event) => {
      event.preventDefault();
      const error = new Error(event.message || "the face model's worker stopped");
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
      worker.terminate();
      reject(error);
    };
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.kind === "loaded") return resolve(detector);
      if (message.kind === "failed") {
        worker.terminate();
        return reject(new Error(message.error));
      }
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.frame) pending?.resolve(message.frame);
      else pending?.reject(new Error(message.error ?? "detection failed"));
    };
    worker.postMessage({ kind: "load", gpu, expressions } satisfies ToWorker);
  });
}

/** The model on the page's own thread: for browsers without OffscreenCanvas in workers. */
async function pageDetector(expressions: boolean, gpu: boolean): Promise<FaceDetector> {
  const faceapi: FaceApi = await import("@vladmandic/face-api");
  const tf = faceapi.tf as unknown as Backends;
  try {
    tf.removeBackend("wasm"); // its binaries are not served: the model would wait for them forever
  } catch {
    /* not bundled in this build */
  }
  if (!(gpu && (await tf.setBackend("webgl").catch(() => false)))) {
    if (!(await tf.setBackend("cpu"))) throw new Error("no backend for the face model");
  }
  await faceapi.nets.tinyFaceDetector.loadFromUri("/models");
  if (expressions) await faceapi.nets.faceExpressionNet.loadFromUri("/models");
  return {
    inWorker: false,
    async detect(video) {
      // A smaller input on the CPU, where each detection holds the page's thread.
      const options = new faceapi.TinyFaceDetectorOptions({ inputSize: tf.getBackend() === "cpu" ? 160 : 224, scoreThreshold: 0.5 });
      const found = expressions
        ? (await faceapi.detectAllFaces(video, options).withFaceExpressions()).map((f) => ({
            detection: f.detection,
            expressions: { ...(f.expressions as unknown as Record<string, number>) },
          }))
        : (await faceapi.detectAllFaces(video, options)).map((detection) => ({ detection, expressions: null }));
      return {
        width: video.videoWidth,
        height: video.videoHeight,
        faces: found.map(({ detection, expressions: scores }) => ({
          box: { x: detection.box.x, y: detection.box.y, width: detection.box.width, height: detection.box.height },
          score: detection.score,
          expressions: scores,
        })),
      };
    },
  };
}

let loading: Promise<FaceDetector | null> | null = null;

/** Loads the face model once (in a worker where possible); null when this browser cannot run it. */
export function loadFaceDetector(withExpressions: boolean): Promise<FaceDetector | null> {
  loading ??= (async () => {
    const gpu = !softwareWebGl();
    if (canUseWorker()) {
      try {
        return await workerDetector(withExpressions, gpu);
      } catch (error) {
        console.warn("face model worker unavailable, running on the page", error);
      }
    }
    try {
      return await pageDetector(withExpressions, gpu);
    } catch (error) {
      console.warn("face monitoring unavailable", error);
      return null;
    }
  })();
  return loading;
}

/**
 * Runs the model once on the camera before the first question: the first detection compiles the
 * GPU shaders and can take seconds on a slow machine, which must not eat answer time.
 */
export async function warmUpFaceDetector(detector: FaceDetector, stream: MediaStream, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return;
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  // Let go of the camera the moment the warm-up is no longer wanted (the candidate chose audio only,
  // or moved on): WebKit's page hangs for good when a camera it is still playing into a warm-up is turned off.
  const letGo = () => {
    video.pause();
    video.srcObject = null;
  };
  signal?.addEventListener("abort", letGo, { once: true });
  try {
    await video.play();
    if (signal?.aborted || !stream.getVideoTracks().some((track) => track.readyState === "live")) return;
    await detector.detect(video);
  } catch {
    /* monitoring copes without the warm-up */
  } finally {
    signal?.removeEventListener("abort", letGo);
    letGo();
  }
}
