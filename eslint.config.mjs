import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

const config = [
  ...nextVitals,
  ...nextTs,
  // Test helpers named use* (Playwright fixtures, per-file database setup) are not React hooks.
  { files: ["**/*.test.ts", "e2e/**/*.ts", "test/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
  // Which folder may import which is dependency-cruiser's (.dependency-cruiser.cjs), run after ESLint by `npm run lint`.
  // Layout is Prettier's (`npm run format`); no ESLint rule argues with it.
  prettier,
  { ignores: [".next/**", "dist/**", "generated/**", "node_modules/**", ".data/**", "public/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];
export default config;
