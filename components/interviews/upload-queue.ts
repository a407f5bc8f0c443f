// Answers upload in the background, one at a time, retrying with back-off until the server has
// them: the spec keeps upload failures silent to the candidate, so nothing may be lost quietly.
import { interviewApi } from "./interview-api";

export type AnswerUpload = { id: string; questionNo: number; file: Blob; fileName: string; emotionData: unknown; tabSwitchTimings: number[] };

const PERMANENT = new Set([400, 401, 404, 410, 413, 415]);

function formOf(u: AnswerUpload): FormData {
  const form = new FormData();
  form.append("id", u.id);
  form.append("question_no", String(u.questionNo));
  form.append("emotionData", JSON.stringify(u.emotionData));
  for (const t of u.tabSwitchTimings) form.append("tabSwitchTiming", String(t));
  form.append("file", u.file, u.fileName);
  return form;
}

export class UploadQueue {
  private pending: AnswerUpload[] = [];
  private running = false;
  private idle: (() => void)[] = [];
  failed = 0;

  get size(): number {
    return this.pending.length + (this.running ? 1 : 0);
  }

  add(upload: AnswerUpload): void {
    this.pending.push(upload);
    void this.run();
  }

  /** Resolves once every answer is stored (or given up on as refused by the server). */
  drained(): Promise<void> {
    if (!this.running && this.pending.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    while (this.pending.length) {
      const upload = this.pending[0]!;
      for (let attempt = 0; ; attempt++) {
        const { status } = await interviewApi.upload(formOf(upload));
        if (status >= 200 && status < 300) break;
        if (PERMANENT.has(status) || status === 409) {
          if (status !== 409) this.failed += 1;
          break;
        }
        await new Promise((r) => setTimeout(r, Math.min(30_000, 1000 * 2 ** attempt)));
      }
      this.pending.shift();
    }
    this.running = false;
    for (const resolve of this.idle.splice(0)) resolve();
  }
}
