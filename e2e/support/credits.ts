// Helpers for the credits specs.

export const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/screens";
/** Sign-in hashes a password; on a busy machine it takes longer than the default wait. */
export const SIGN_IN_WAIT = { timeout: 45_000 };

export { signInAs } from "./profile";
