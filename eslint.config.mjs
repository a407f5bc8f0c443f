import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

const config = [
  ...nextVitals,
  ...nextTs,
  // Test helpers named use* (Playwright fixtures, per-file database setup) are not React hooks.
  { files: ["**/*.test.ts", "e2e/**/*.ts", "test/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
  // Domains never reach into the UI or the routes (tests aside, which drive route handlers).
  {
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/components", "@/components/*", "@/app", "@/app/*", "**/components/*", "**/app/*"],
              message: "lib/ holds the domain: it never imports from components/ or app/.",
            },
          ],
        },
      ],
    },
  },
  // Layout is Prettier's (`npm run format`); no ESLint rule argues with it.
  prettier,
  { ignores: [".next/**", "dist/**", "generated/**", "node_modules/**", ".data/**", "public/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];
export default config;
