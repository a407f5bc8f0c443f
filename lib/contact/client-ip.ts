// The caller's address for per-IP limits. Next.js fills X-Forwarded-For with the socket address
// only when the header is absent, and proxies (nginx, load balancers) append the address they
// saw, so the last entry is the one our nearest hop vouches for; earlier entries are whatever
// the caller sent and can be forged.
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) {
    const last = forwarded
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  return headers.get("x-real-ip")?.trim() || null;
}
