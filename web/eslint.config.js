import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build", "build-*", ".react-router", "node_modules", "playwright-report", "test-results"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Loaders and actions get the request as it came (React Router's `v8_passThroughRequests`): on a
    // client navigation its address is the route data's (`/x.data?_routes=…`). The page's address is
    // their `url` argument. The server entry renders documents and labels errors with the request as it came.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/entry.server.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='request'][property.name='url']",
          message: "Read the page's address from the loader's or action's `url` argument, not `request.url`.",
        },
      ],
    },
  },
);
