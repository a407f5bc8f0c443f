// PCM → MP3 with LAME compiled to WebAssembly (wasm-media-encoders, MIT). One encoder per process:
// configure, encode and finalize run synchronously, so concurrent calls cannot mix their frames.
import { createMp3Encoder } from "wasm-media-encoders";

const BITRATE_KBPS = 48;

let encoder: ReturnType<typeof createMp3Encoder> | undefined;

export async function encodeMp3(samples: Int16Array, sampleRate: number): Promise<Buffer> {
  encoder ??= createMp3Encoder();
  const mp3 = await encoder;
  const floats = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) floats[i] = (samples[i] ?? 0) / 32768;
  mp3.configure({ sampleRate, channels: 1, bitrate: BITRATE_KBPS });
  // The encoder owns the returned views: copy each before the next call.
  const body = Buffer.from(mp3.encode([floats]));
  const tail = Buffer.from(mp3.finalize());
  return Buffer.concat([body, tail]);
}
