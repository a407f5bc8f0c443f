// Next.js calls register() once as its server starts, before it takes a request. In the Node.js
// runtime it opens the front door (lib/http/front-door.ts): what the server in front of Next.js
// (scripts/serve.ts) takes from Next.js's module graph instead of loading lib/ a second time.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { openFrontDoor } = await import("@/lib/http/front-door");
  openFrontDoor();
}
