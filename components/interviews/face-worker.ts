// The face model in a Web Worker: a detection (a second or more on a machine without a GPU) runs
// here, never on the page's thread, so the answer clock and the buttons stay responsive. The page
// sends a small copy of the camera frame (an ImageBitmap, transferred, not copied); the worker
// answers with the faces it found. Nothing leaves the browser.
import type { FaceFrame, FromWorker, ToWorker } from "./face-detector";

type FaceApi = typeof import("@vladmandic/face-api");

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

let faceapi: FaceApi | null = null;
let withExpressions = false;
let canvas: OffscreenCanvas | null = null;

/** face-api looks for a page (canvas, image, video elements); a worker has OffscreenCanvas and fetch. */
function workerEnvironment(api: FaceApi) {
  const unsupported = () => {
    throw new Error("not available in a worker");
  };
  api.env.setEnv({
    Canvas: OffscreenCanvas,
    CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D,
    Image: class {},
    ImageData,
    Video: class {},
    createCanvasElement: () => new OffscreenCanvas(1, 1),
    createImageElement: unsupported,
    createVideoElement: unsupported,
    fetch: globalThis.fetch.bind(globalThis), // the model files from /models
    readFile: unsupported,
  } as unknown as Parameters<FaceApi["env"]["setEnv"]>[0]);
}

async function load(gpu: boolean, expressions: boolean): Promise<string> {
  const api = await import("@vladmandic/face-api");
  workerEnvironment(api);
  const tf = api.tf as unknown as {
    setBackend(name: string): Promise<boolean>;
    removeBackend(name: string): void;
    getBackend(): string;
    ready(): Promise<void>;
  };
  try {
    tf.removeBackend("wasm"); // its binaries are not served: it would wait for them forever
  } catch {
    /* not bundled */
  }
  if (!(gpu && (await tf.setBackend("webgl").catch(() => false)))) {
    if (!(await tf.setBackend("cpu"))) throw new Error("no backend for the face model");
  }
  await tf.ready();
  await api.nets.tinyFaceDetector.loadFromUri("/models");
  if (expressions) await api.nets.faceExpressionNet.loadFromUri("/models");
  faceapi = api;
  withExpressions = expressions;
  return tf.getBackend();
}

async function detect(bitmap: ImageBitmap): Promise<FaceFrame> {
  const api = faceapi!;
  const { width, height } = bitmap;
  canvas ??= new OffscreenCanvas(width, height);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const tf = api.tf as unknown as { getBackend(): string; browser: { fromPixels(pixels: ImageData): import("@vladmandic/face-api").tf.Tensor3D } };
  const input = tf.browser.fromPixels(context.getImageData(0, 0, width, height));
  try {
    // A smaller input on the CPU: the tiny detector still finds a face at arm's length at 160 px.
    const options = new api.TinyFaceDetectorOptions({ inputSize: tf.getBackend() === "cpu" ? 160 : 224, scoreThreshold: 0.5 });
    const found = withExpressions
      ? (await api.detectAllFaces(input, options).withFaceExpressions()).map((f) => ({
          detection: f.detection,
          expressions: f.expressions as unknown as Record<string, number>,
        }))
      : (await api.detectAllFaces(input, options)).map((detection) => ({ detection, expressions: null }));
    return {
      width,
      height,
      faces: found.map(({ detection, expressions }) => ({
        box: { x: detection.box.x, y: detection.box.y, width: detection.box.width, height: detection.box.height },
        score: detection.score,
        expressions: expressions ? { ...expressions } : null,
      })),
    };
  } finally {
    input.dispose();
  }
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.kind === "load") {
    load(message.gpu, message.expressions).then(
      (backend) => scope.postMessage({ kind: "loaded", backend }),
      (error: unknown) => scope.postMessage({ kind: "failed", error: String(error) }),
    );
    return;
  }
  detect(message.bitmap).then(
    (frame) => scope.postMessage({ kind: "detected", id: message.id, frame }),
    (error: unknown) => scope.postMessage({ kind: "detected", id: message.id, frame: null, error: String(error) }),
  );
};
