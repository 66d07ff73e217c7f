// Generates the web app's view of the content API from the contract, contract/openapi.json (the
// OpenAPI document the content service derives from its code):
//   app/lib/content/types.ts       every schema as a TypeScript type (openapi-typescript)
//   app/lib/content/form-rules.ts  the field rules of the forms (required, maxLength, pattern)
// `node scripts/generate-contract.mjs` writes both; `--check` exits 1 when either is stale.
// The Vitest suite runs the same check (app/lib/content/contract.test.ts).

import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const webRoot = new URL("../", import.meta.url);
export const CONTRACT = new URL("../contract/openapi.json", webRoot);
export const OUTPUTS = {
  types: new URL("app/lib/content/types.ts", webRoot),
  formRules: new URL("app/lib/content/form-rules.ts", webRoot),
};

const HEADER = "// Generated from contract/openapi.json by web/scripts/generate-contract.mjs: do not edit.\n";

/** The request bodies whose field rules the web forms show and check before sending. */
const FORMS = {
  storeSubmission: "StoreSubmissionRequest",
  claimRequest: "ClaimRequestBody",
  contactRequest: "ContactRequestBody",
  signup: "SignupRequest",
};

async function typesSource(document) {
  const ast = await openapiTS(document, {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    alphabetize: true,
  });
  return `${HEADER}\n${astToString(ast)}`;
}

function formRulesSource(document) {
  const schemas = document.components.schemas;
  const forms = {};
  for (const [form, schemaName] of Object.entries(FORMS)) {
    const schema = schemas[schemaName];
    if (!schema?.properties) throw new Error(`contract/openapi.json has no object schema ${schemaName}`);
    const required = new Set(schema.required ?? []);
    forms[form] = Object.fromEntries(
      Object.entries(schema.properties).map(([field, rule]) => [
        field,
        {
          required: required.has(field),
          ...(rule.maxLength !== undefined ? { maxLength: rule.maxLength } : {}),
          ...(rule.minLength !== undefined ? { minLength: rule.minLength } : {}),
          ...(rule.pattern !== undefined ? { pattern: rule.pattern } : {}),
        },
      ]),
    );
  }
  return (
    `${HEADER}// The field rules of the forms as the content service enforces them.\n\n` +
    `export const FORM_RULES = ${JSON.stringify(forms, null, 2)} as const;\n`
  );
}

/** The generated files' contents, by output name. */
export async function generate() {
  const document = JSON.parse(await readFile(CONTRACT, "utf8"));
  return { types: await typesSource(document), formRules: formRulesSource(document) };
}

async function main() {
  const check = process.argv.includes("--check");
  const generated = await generate();
  let stale = false;
  for (const [name, contents] of Object.entries(generated)) {
    const path = OUTPUTS[name];
    const current = await readFile(path, "utf8").catch(() => "");
    if (current === contents) continue;
    if (check) {
      console.error(`${fileURLToPath(path)} is stale: run \`npm run contract\` in web/`);
      stale = true;
    } else {
      await writeFile(path, contents);
      console.log(`wrote ${fileURLToPath(path)}`);
    }
  }
  if (stale) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
