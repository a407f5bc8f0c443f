import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  // Test helpers named use* (Playwright fixtures, per-file database setup) are not React hooks.
  { files: ["**/*.test.ts", "e2e/**/*.ts", "test/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
  { ignores: [".next/**", "generated/**", "node_modules/**", ".data/**", "public/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];
export default config;
