import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import * as prettier from 'prettier';
import { pnpmCommand } from './pnpm-command.js';
import { addDependency, addExportLine, addImport, addListEntry, addModuleToOrder } from './wiring.js';

const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The API's module order: each module and the modules it may import (read by dependency-cruiser). */
export const MODULE_ORDER_FILE = 'apps/api/src/modules/module-order.json';

/** What a new module may import: the bottom of the order, as a feature's module starts. */
const NEW_MODULE_IMPORTS = ['company-users'];

/** The places a feature's one name takes: its package, its API module and its schema folder. */
export function featurePaths(name) {
  return [`packages/${name}`, `apps/api/src/modules/${name}`, `packages/api-schema/src/${name}`];
}

/**
 * Why `name` cannot be a new feature here, or true. A feature has one name in every layer, so the
 * name must be free in all of them (a schema file `<name>.ts` would clash with the folder's import).
 */
export function checkNewName(root, name) {
  if (!KEBAB_CASE.test(name ?? '')) return 'feature names are kebab-case, like "team-contracts"';
  const taken = [...featurePaths(name), `packages/api-schema/src/${name}.ts`].filter((path) => existsSync(join(root, path)));
  if (taken.length > 0) {
    return `${taken.join(', ')} ${taken.length === 1 ? 'exists' : 'exist'} already: a feature takes its name in the package, the API module and the schema folder, so pick a name free in all three`;
  }
  const order = JSON.parse(readFileSync(join(root, MODULE_ORDER_FILE), 'utf8'));
  if (Object.hasOwn(order, name)) return `${MODULE_ORDER_FILE} lists ${name} already: remove the stale entry or pick another name`;
  return true;
}

/** A `modify` action that applies a pure edit from wiring.js to one file. */
function edit(path, transform) {
  return { type: 'modify', path, transform: (text, data) => transform(text, data, path) };
}

/**
 * `pnpm gen feature <name> [description]`: a feature package in packages/<name>, its API module in
 * apps/api/src/modules/<name> (added to the module order above company-users), its schema folder
 * in packages/api-schema/src/<name>, all wired into the portal, the API and the schema entries,
 * then installed. One name in every layer, so that each layer's piece of a feature is found by it.
 * @param {import('node-plop').NodePlopAPI} plop
 */
export function featureGenerator(plop) {
  const root = plop.getDestBasePath();
  plop.setGenerator('feature', {
    description: 'a feature package with its API module and schema folder, wired into the portal and the API',
    prompts: [
      {
        type: 'input',
        name: 'name',
        message: 'Feature name (kebab-case; the package is @portal/<name>):',
        validate: (value) => checkNewName(root, value),
      },
      {
        type: 'input',
        name: 'description',
        message: 'One line about what the feature does for the customer:',
        default: (answers) => `The ${answers.name.replace(/-/g, ' ')} of the client portal.`,
      },
    ],
    actions: (data) => {
      const label = (path) => `${path} (generated for ${data.name})`;
      // The wiring's lines are templates too, rendered with plop's case helpers like the files.
      const render = (template) => plop.renderString(template, data);
      const featureImport = render(
        "import { liveTags as {{camelCase name}}LiveTags, nav as {{camelCase name}}Nav, routes as {{camelCase name}}Routes, widgets as {{camelCase name}}Widgets } from '@portal/{{name}}';",
      );
      const featureEntry = render(
        "{ name: '{{name}}', routes: {{camelCase name}}Routes, nav: {{camelCase name}}Nav, widgets: {{camelCase name}}Widgets, liveTags: {{camelCase name}}LiveTags }",
      );
      return [
        {
          type: 'addMany',
          destination: 'packages/{{name}}',
          base: 'templates/feature/package',
          templateFiles: 'templates/feature/package/**/*.hbs',
          globOptions: { dot: true },
        },
        {
          type: 'addMany',
          destination: 'packages/api-schema/src/{{name}}',
          base: 'templates/feature/api-schema',
          templateFiles: 'templates/feature/api-schema/*.hbs',
        },
        edit('packages/api-schema/src/index.ts', (text, answers, path) =>
          addExportLine(text, `export * from './${answers.name}';`, label(path)),
        ),
        edit('packages/api-schema/src/constants.ts', (text, answers, path) =>
          addExportLine(text, `export * from './${answers.name}/constants';`, label(path)),
        ),
        edit('apps/portal/package.json', (text, answers) => addDependency(text, `@portal/${answers.name}`, 'workspace:*')),
        edit('apps/portal/src/features.ts', (text, _answers, path) =>
          addListEntry(addImport(text, featureImport, label(path)), 'features', featureEntry, label(path)),
        ),
        ...apiModuleActions(render('{{camelCase name}}Module'), label),
        formatAction,
        installAction,
      ];
    },
  });
}

/** The API module's files and its wiring into the module list and the schema entry. */
function apiModuleActions(moduleName, label) {
  return [
    {
      type: 'addMany',
      destination: 'apps/api/src/modules/{{name}}',
      base: 'templates/feature/api-module',
      templateFiles: 'templates/feature/api-module/**/*.hbs',
    },
    edit('apps/api/src/modules/index.ts', (text, answers, path) =>
      addListEntry(
        addImport(text, `import { ${moduleName} } from './${answers.name}';`, label(path)),
        'apiModules',
        moduleName,
        label(path),
      ),
    ),
    edit('apps/api/src/schema.ts', (text, answers, path) =>
      addExportLine(text, `export * from './modules/${answers.name}/tables';`, label(path)),
    ),
    edit(MODULE_ORDER_FILE, (text, answers, path) => addModuleToOrder(text, answers.name, NEW_MODULE_IMPORTS, label(path))),
  ];
}

/** The files of the repository the generator edits to wire a new feature in. */
export const EDITED_FILES = [
  'packages/api-schema/src/index.ts',
  'packages/api-schema/src/constants.ts',
  'apps/portal/package.json',
  'apps/portal/src/features.ts',
  'apps/api/src/modules/index.ts',
  'apps/api/src/schema.ts',
  MODULE_ORDER_FILE,
];

/** The files the generator writes or edits, as lint's prettier check reads them. */
function writtenFiles(root, name) {
  const made = featurePaths(name).flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)),
  );
  return [...EDITED_FILES, ...made].filter((file) => FORMATTED.has(extname(file)));
}

/** Prettier's extensions here; documents keep their hand-wrapped lines (the root's .prettierignore). */
const FORMATTED = new Set(['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json']);

/** Formats what the templates and the wiring wrote, with the root's prettier options, so lint passes. */
async function formatAction(data, _config, plop) {
  const root = plop.getDestBasePath();
  for (const file of writtenFiles(root, data.name)) {
    const path = join(root, file);
    const options = await prettier.resolveConfig(path);
    const text = readFileSync(path, 'utf8');
    const formatted = await prettier.format(text, { ...options, filepath: path });
    if (formatted !== text) writeFileSync(path, formatted);
  }
  return 'prettier formatted what was written';
}

/** Links the new package into the workspace; `install: false` in the answers leaves that to the caller. */
function installAction(data, _config, plop) {
  if (data.install === false) return 'pnpm install left to the caller';
  const root = plop.getDestBasePath();
  const [command, ...prefix] = pnpmCommand(root);
  const result = spawnSync(command, [...prefix, 'install', '--reporter=append-only'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('pnpm install failed: run it yourself to link the new package.');
  return 'pnpm install linked the new package';
}
