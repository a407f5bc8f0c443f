// How this project starts Chromium, for the e2e suite (playwright.config.ts) and the browser
// benchmarks (scripts/bench): headless on a machine without a GPU, nothing fetched in the
// background, and, where a page records, the fake camera and microphone with no permission prompt.
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const FAKE_MEDIA_FLAGS = ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"];
