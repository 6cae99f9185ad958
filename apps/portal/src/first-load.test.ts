import { expect, test } from '@jest/globals';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// What a visitor's first page (e.g. /login) downloads: main.tsx and the sign-in screens the route
// table loads, with everything they import statically. Dynamic imports (the full app, the HTTP
// client, other screens) are separate chunks that load later, so the walk does not follow them.
const ALLOWED_PACKAGES = ['react', 'react-dom', 'react-hook-form', 'react-router'];

const here = dirname(fileURLToPath(import.meta.url));
const authSource = dirname(createRequire(import.meta.url).resolve('@portal/auth/light'));
const companyUsersSource = dirname(createRequire(import.meta.url).resolve('@portal/company-users'));
const ENTRIES = [
  join(here, 'main.tsx'),
  ...[
    'login/login-screen',
    'forgot-password/forgot-password-screen',
    'reset-password/reset-password-screen',
    'register/register-redirect',
  ].map((screen) => join(authSource, `${screen}.tsx`)),
  // An invitation's link is the first page its reader opens.
  join(companyUsersSource, 'accept-invitation/accept-invitation-screen.tsx'),
];

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      !clause.name &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly)
    );
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/** The module specifiers a file imports or re-exports at run time, without `import()`. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier) &&
    !isTypeOnly(statement)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

function resolveSource(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return createRequire(from).resolve(specifier);
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${from}`);
  return found;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function firstLoad(): { packages: Set<string>; files: Set<string> } {
  const packages = new Set<string>();
  const files = new Set<string>();
  const queue = [...ENTRIES];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.endsWith('.css')) continue;
      const isWorkspace = specifier.startsWith('.') || specifier.startsWith('@portal/');
      if (isWorkspace) queue.push(resolveSource(file, specifier));
      else packages.add(packageName(specifier));
    }
  }
  return { packages, files };
}

test('a visitor’s first page loads react, react-dom, react-router and react-hook-form, nothing heavier', () => {
  const { packages, files } = firstLoad();
  expect([...packages].sort()).toEqual(ALLOWED_PACKAGES);
  // The walk did reach the sign-in screens and the shell.
  expect([...files].some((file) => file.endsWith('login-screen.tsx'))).toBe(true);
  expect([...files].some((file) => file.endsWith('accept-invitation-screen.tsx'))).toBe(true);
  expect([...files].some((file) => file.endsWith('shell-frame.tsx'))).toBe(true);
  expect([...files].some((file) => file.includes('/app/core/'))).toBe(false);
});
