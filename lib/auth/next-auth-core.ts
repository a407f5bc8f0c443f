// next-auth v4 keeps its framework-neutral handler out of package.json "exports". We need it to
// start Google sign-in from a GET (GET /api/auth/google) and to drive the flow in tests.
export { AuthHandler } from "../../node_modules/next-auth/core/index.js";
