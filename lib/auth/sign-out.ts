// Signing out of this browser: its session row is revoked (the caller clears the cookies).
import { getCurrentSessionId } from "./current-candidate";
import { revokeAuthSession } from "./sessions";

export async function signOutThisSession(): Promise<void> {
  const sessionId = await getCurrentSessionId();
  if (sessionId) await revokeAuthSession(sessionId);
}
