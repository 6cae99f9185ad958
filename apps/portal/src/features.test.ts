import { describe, expect, test } from '@jest/globals';
import { findWorkspaceRoot, workspacePackages } from '@portal/eslint-config';
import manifest from '../package.json' with { type: 'json' };
import { LIVE_EVENT_KINDS } from '@portal/api-schema/constants';
import { featureProblems } from '@portal/ui/testing';
import { features } from './features';

const SCOPE = '@portal/';

const featurePackages = workspacePackages(findWorkspaceRoot(import.meta.dirname)).filter(
  (workspacePackage) => workspacePackage.layer === 'feature' || workspacePackage.layer === 'shared-feature',
);
const dependencies: Record<string, string> = manifest.dependencies;

describe('every feature package of the workspace is composed by the portal', () => {
  test('the workspace has feature packages', () => {
    expect(featurePackages.map(({ name }) => name)).toEqual(expect.arrayContaining(['@portal/auth', '@portal/billing']));
  });

  test.each(featurePackages.map(({ name, layer }) => [name, layer]))('%s (%s)', (name) => {
    const featureName = name.slice(SCOPE.length);
    const missing: string[] = [];
    if (!features.some((feature) => feature.name === featureName)) {
      missing.push(`an entry in apps/portal/src/features.ts: { name: '${featureName}', routes, nav, widgets, liveTags } from ${name}`);
    }
    if (dependencies[name] !== 'workspace:*') {
      missing.push(`a dependency in apps/portal/package.json: "${name}": "workspace:*"`);
    }
    expect(missing.length === 0 ? 'composed' : `${name} needs ${missing.join(' and ')}`).toBe('composed');
  });
});

describe('every feature describes itself so that the shell can compose it', () => {
  test.each(features.map((feature) => feature.name))('%s', (name) => {
    const feature = features.find((candidate) => candidate.name === name);
    expect(feature && featureProblems(feature)).toEqual([]);
  });
});

describe('every feature says what its pages show of the live updates', () => {
  const changeKinds: readonly string[] = LIVE_EVENT_KINDS.filter((kind) => kind !== 'resync');
  test.each(features.map((feature) => feature.name))('%s', (name) => {
    const liveTags = features.find((candidate) => candidate.name === name)?.liveTags ?? {};
    const problems = Object.entries(liveTags).flatMap(([kind, tagsOf]) => [
      ...(changeKinds.includes(kind) ? [] : [`"${kind}" is not a kind of change (${changeKinds.join(', ')})`]),
      ...(typeof tagsOf === 'function' ? [] : [`the tags of "${kind}" are not a function of the change`]),
    ]);
    expect(problems).toEqual([]);
  });
});
