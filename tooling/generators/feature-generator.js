import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { addDependency, addExportLine, addImport, addListEntry } from './wiring.js';

const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why `name` cannot be a new feature or API module here, or true. */
export function checkNewName(root, name, kind) {
  if (!KEBAB_CASE.test(name ?? '')) return `${kind} names are kebab-case, like "team-contracts"`;
  if (kind === 'feature' && existsSync(join(root, 'packages', name))) return `packages/${name} exists already`;
  if (kind === 'module' && existsSync(join(root, 'apps/api/src/modules', name))) {
    return `apps/api/src/modules/${name} exists already`;
  }
  return true;
}

/** A `modify` action that applies a pure edit from wiring.js to one file. */
function edit(path, transform) {
  return { type: 'modify', path, transform: (text, data) => transform(text, data, path) };
}

/**
 * `pnpm gen feature <name> [module] [description]`: a feature package in packages/<name>, its API
 * module in apps/api/src/modules/<module> (the name unless given), its schema folder in
 * packages/api-schema, all wired into the portal, the API and the schema entries, then installed.
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
        validate: (value) => checkNewName(root, value, 'feature'),
      },
      {
        type: 'input',
        name: 'module',
        message: 'Name of its API module in apps/api/src/modules:',
        default: (answers) => answers.name,
        validate: (value) => checkNewName(root, value, 'module'),
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
        ...apiModuleActions(render('{{camelCase module}}Module'), label),
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
      destination: 'apps/api/src/modules/{{module}}',
      base: 'templates/feature/api-module',
      templateFiles: 'templates/feature/api-module/**/*.hbs',
    },
    edit('apps/api/src/modules/index.ts', (text, answers, path) =>
      addListEntry(addImport(text, `import { ${moduleName} } from './${answers.module}';`, label(path)), 'apiModules', moduleName, label(path)),
    ),
    edit('apps/api/src/schema.ts', (text, answers, path) =>
      addExportLine(text, `export * from './modules/${answers.module}/tables';`, label(path)),
    ),
  ];
}

/** Links the new package into the workspace; `install: false` in the answers leaves that to the caller. */
function installAction(data, _config, plop) {
  if (data.install === false) return 'pnpm install left to the caller';
  const result = spawnSync('pnpm', ['install', '--reporter=append-only'], { cwd: plop.getDestBasePath(), stdio: 'inherit' });
  if (result.status !== 0) throw new Error('pnpm install failed: run it yourself to link the new package.');
  return 'pnpm install linked the new package';
}
