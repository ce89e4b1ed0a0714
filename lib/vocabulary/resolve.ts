import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { pathOf, unwrap } from './paths';

/** ospec and its kin (otest): the module's default export is the test function, `o('x', fn)`, with `o.spec` its describe. */
export const OSPEC_MODULES = ['ospec', '@tutao/otest'];

/** Vitest, and Vite+'s re-export of it (`vite-plus/test`): `vi`, `assert`, `it` mean the same from either. */
export const VITEST_MODULES: readonly string[] = ['vitest', 'vite-plus/test'];

/**
 * Where a name comes from. Imports are followed to the original exported name and module,
 * through renames (`import { setTimeout as delay }`), namespaces (`import * as t`), default
 * imports, `require()` and `require()` destructuring (`const { setTimeout: wait } = require(…)`).
 */
export type Origin =
  /** `path` is the exported member path inside `source` ([] for the module object itself). */
  | { kind: 'import'; source: string; path: string[] }
  /** Not declared in the file: a global such as `setTimeout`, `it`, `cy`. */
  | { kind: 'global'; name: string }
  /** Declared in the file. `init` is the function or initialiser that defines it, when there is one. */
  | { kind: 'local'; variable: TSESLint.Scope.Variable; init: TSESTree.Node | null }
  /** A function parameter (`t` in `test('x', async (t) => …)`). */
  | { kind: 'parameter'; variable: TSESLint.Scope.Variable; fn: TSESTree.Node };

/** What a callee or member path resolves to: the path as written and its origin. */
export interface Resolved {
  /** The path as written, e.g. ['tp', 'setTimeout']. */
  local: string[];
  /** The root name's origin, or null when the root is `this` or not a name. */
  origin: Origin | null;
  /** For imports: module (without `node:`) and the full exported path, e.g. timers/promises + ['setTimeout']. */
  imported: { source: string; path: string[] } | null;
}

/**
 * A path through Sinon: `sinon.stub()`, `sinon.mock(o)` (the global, or imported from `sinon`), or a sandbox of it
 * (`sandbox.spy()`, `this.sandbox.mock(o)`): one reading for the doubles it makes and the mocks it checks.
 */
export function throughSinon(resolved: Resolved): boolean {
  return resolved.local[0] === 'sinon' || resolved.local.some((segment) => /sandbox/i.test(segment)) || resolved.imported?.source === 'sinon';
}

const NODE_PREFIX = /^node:/;

/** `node:timers/promises` and `timers/promises` are the same module. */
export function normaliseSource(source: string): string {
  return source.replace(NODE_PREFIX, '');
}

export function findVariable(
  scope: TSESLint.Scope.Scope | null,
  name: string,
): TSESLint.Scope.Variable | null {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return null;
}

/** The one definition of the name an identifier reads (null when the name has none, or more than one). */
export function onlyDefinition(sourceCode: TSESLint.SourceCode, identifier: TSESTree.Identifier): TSESLint.Scope.Definition | null {
  const variable = findVariable(sourceCode.getScope(identifier), identifier.name);
  return variable?.defs.length === 1 ? variable.defs[0] : null;
}

/** The one definition of a `const` the identifier reads, or null. */
function constDefinition(sourceCode: TSESLint.SourceCode, identifier: TSESTree.Identifier) {
  const definition = onlyDefinition(sourceCode, identifier);
  return definition?.type === 'Variable' && definition.parent.kind === 'const' ? definition : null;
}

/** What a `const` the identifier reads was set to, when it is declared once with a value (`const waitTime = 500`). */
export function constInitializer(sourceCode: TSESLint.SourceCode, identifier: TSESTree.Identifier): TSESTree.Expression | null {
  return constDefinition(sourceCode, identifier)?.node.init ?? null;
}

/** The same, only for a `const` declared at the top of the module (exported or not), not in a function or a block. */
export function moduleConstInitializer(sourceCode: TSESLint.SourceCode, identifier: TSESTree.Identifier): TSESTree.Expression | null {
  const definition = constDefinition(sourceCode, identifier);
  const holder = definition?.parent.parent;
  return holder?.type === 'Program' || holder?.type === 'ExportNamedDeclaration' ? definition!.node.init : null;
}

/** `require('x')` → 'x' (also through `await import('x')`), else null. */
export function requiredSource(node: TSESTree.Node | null | undefined): string | null {
  if (!node) return null;
  const inner = unwrap(node);
  if (
    inner.type === 'CallExpression' &&
    inner.callee.type === 'Identifier' &&
    inner.callee.name === 'require' &&
    inner.arguments.length === 1 &&
    inner.arguments[0].type === 'Literal' &&
    typeof inner.arguments[0].value === 'string'
  ) {
    return inner.arguments[0].value;
  }
  // `import.defer()` (a proposal's syntax) parses as an import with no source at all.
  const source = inner.type === 'ImportExpression' ? (inner.source as TSESTree.Expression | null) : null;
  if (source?.type === 'Literal' && typeof source.value === 'string') {
    return source.value;
  }
  return null;
}

/** The key path from a destructuring pattern down to `target`: `{ a: { b: x } }` gives ['a', 'b']. */
function patternPath(pattern: TSESTree.Node, target: TSESTree.Identifier): string[] | null {
  if (pattern === target) return [];
  if (pattern.type === 'ObjectPattern') {
    for (const property of pattern.properties) {
      if (property.type !== 'Property') continue;
      const key =
        property.key.type === 'Identifier' && !property.computed
          ? property.key.name
          : property.key.type === 'Literal'
            ? String(property.key.value)
            : null;
      if (key === null) continue;
      const value = property.value.type === 'AssignmentPattern' ? property.value.left : property.value;
      const inner = patternPath(value, target);
      if (inner) return [key, ...inner];
    }
  }
  if (pattern.type === 'AssignmentPattern') return patternPath(pattern.left, target);
  return null;
}

export function originOfVariable(variable: TSESLint.Scope.Variable, depth = 0): Origin {
  const def = variable.defs[0];
  if (!def) return { kind: 'global', name: variable.name };
  switch (def.type) {
    case 'ImportBinding': {
      const specifier = def.node;
      if (specifier.type === 'TSImportEqualsDeclaration') {
        // `import fs = require('fs')` (TypeScript): the module object itself.
        const reference = specifier.moduleReference;
        if (reference.type === 'TSExternalModuleReference' && reference.expression.type === 'Literal') {
          return { kind: 'import', source: normaliseSource(String(reference.expression.value)), path: [] };
        }
        return { kind: 'local', variable, init: null };
      }
      const declaration = def.parent;
      if (declaration?.type !== 'ImportDeclaration') return { kind: 'local', variable, init: null };
      const source = normaliseSource(String(declaration.source.value));
      if (specifier.type === 'ImportNamespaceSpecifier') return { kind: 'import', source, path: [] };
      if (specifier.type === 'ImportDefaultSpecifier') return { kind: 'import', source, path: ['default'] };
      if (specifier.type === 'ImportSpecifier') {
        const imported =
          specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
        return { kind: 'import', source, path: [imported] };
      }
      return { kind: 'local', variable, init: null };
    }
    case 'Variable': {
      const declarator = def.node as TSESTree.VariableDeclarator;
      const init = declarator.init;
      const source = requiredSource(init);
      if (source !== null) {
        const path = patternPath(declarator.id, def.name as TSESTree.Identifier);
        if (path) return { kind: 'import', source: normaliseSource(source), path };
      }
      // `const expect = require('chai').expect`, `const { setTimeout } = require('./timers').default`: a member of a
      // required module, or names destructured from one.
      if (init) {
        const inner = unwrap(init);
        if (inner.type === 'MemberExpression') {
          let object: TSESTree.Node = inner;
          const members: string[] = [];
          while (object.type === 'MemberExpression' && !object.computed && object.property.type === 'Identifier') {
            members.unshift(object.property.name);
            object = unwrap(object.object);
          }
          const required = requiredSource(object);
          const path = required === null ? null : patternPath(declarator.id, def.name as TSESTree.Identifier);
          if (required !== null && path) return { kind: 'import', source: normaliseSource(required), path: [...members, ...path] };
        }
      }
      // `const { a } = ns` where ns is itself an import: follow one level (aliases of aliases).
      if (init && depth < 3 && declarator.id.type === 'ObjectPattern') {
        const base = pathOf(init);
        const path = patternPath(declarator.id, def.name as TSESTree.Identifier);
        if (base && path) {
          const rootVariable = findVariable(scopeOf(variable), base[0]);
          if (rootVariable) {
            const rootOrigin = originOfVariable(rootVariable, depth + 1);
            if (rootOrigin.kind === 'import') {
              return { kind: 'import', source: rootOrigin.source, path: [...rootOrigin.path, ...base.slice(1), ...path] };
            }
          }
        }
      }
      // `const t = timers` / `const sleep = tp.setTimeout`: an alias of an import is that import.
      if (init && depth < 3 && declarator.id.type === 'Identifier') {
        const base = pathOf(init);
        if (base && base[0] !== 'this') {
          const rootVariable = findVariable(scopeOf(variable), base[0]);
          if (rootVariable && rootVariable !== variable) {
            const rootOrigin = originOfVariable(rootVariable, depth + 1);
            if (rootOrigin.kind === 'import') {
              return { kind: 'import', source: rootOrigin.source, path: [...rootOrigin.path, ...base.slice(1)] };
            }
          }
        }
      }
      // `const lab = exports.lab = Lab.script()`: the script object of @hapi/lab declares the tests, as a test module does.
      // (`const { experiment, before } = exports.lab = require('lab').script()`: names destructured from it.)
      const script = init && depth < 3 ? labScript(init, variable, depth) : null;
      const scriptPath = script ? patternPath(declarator.id, def.name as TSESTree.Identifier) : null;
      if (script && scriptPath) return { kind: 'import', source: script, path: scriptPath };
      return { kind: 'local', variable, init: init ?? null };
    }
    case 'FunctionName':
      return { kind: 'local', variable, init: def.node as TSESTree.Node };
    case 'Parameter':
      return { kind: 'parameter', variable, fn: def.node as TSESTree.Node };
    default:
      return { kind: 'local', variable, init: null };
  }
}

/** @hapi/lab (formerly `lab`): its tests are declared on the object `script()` makes. */
const LAB_MODULES = ['@hapi/lab', 'lab'];

/**
 * `require('@hapi/lab').script()`, `Lab.script({ schedule: false })` (also through `exports.lab = …`): the module whose
 * script it is. The script reads as an import of the module itself, so `lab.experiment`, `lab.before` and
 * `const { it } = lab` resolve into it.
 */
function labScript(init: TSESTree.Node, variable: TSESLint.Scope.Variable, depth: number): string | null {
  let value = unwrap(init);
  while (value.type === 'AssignmentExpression' && value.operator === '=') value = unwrap(value.right);
  if (value.type !== 'CallExpression' || value.callee.type !== 'MemberExpression' || value.callee.computed) return null;
  if (value.callee.property.type !== 'Identifier' || value.callee.property.name !== 'script') return null;
  const object = unwrap(value.callee.object);
  let source = requiredSource(object);
  if (source === null && object.type === 'Identifier') {
    const moduleVariable = findVariable(scopeOf(variable), object.name);
    const origin = moduleVariable && moduleVariable !== variable ? originOfVariable(moduleVariable, depth + 1) : null;
    if (origin?.kind === 'import' && origin.path.length === 0) source = origin.source;
  }
  return source !== null && LAB_MODULES.includes(normaliseSource(source)) ? normaliseSource(source) : null;
}

function scopeOf(variable: TSESLint.Scope.Variable): TSESLint.Scope.Scope | null {
  return variable.scope ?? null;
}

/**
 * Resolves what an expression such as a callee names. Results are cached per node by the caller
 * (see the vocabulary), so each node is resolved once per file however many rules ask.
 */
/** A variable's origin does not change within a file: worked out once per variable. */
const origins = new WeakMap<TSESLint.Scope.Variable, Origin>();
function cachedOrigin(variable: TSESLint.Scope.Variable): Origin {
  let origin = origins.get(variable);
  if (!origin) {
    origin = originOfVariable(variable);
    origins.set(variable, origin);
  }
  return origin;
}

export function resolvePath(node: TSESTree.Node, scopeManagerScope: TSESLint.Scope.Scope): Resolved | null {
  const local = pathOf(node);
  if (!local) return null;
  if (local[0] === 'this' || local[0] === 'super') return { local, origin: null, imported: null };
  const variable = findVariable(scopeManagerScope, local[0]);
  const origin: Origin = variable ? cachedOrigin(variable) : { kind: 'global', name: local[0] };
  const imported =
    origin.kind === 'import' ? { source: origin.source, path: [...origin.path, ...local.slice(1)] } : null;
  return { local, origin, imported };
}

/** True when `imported` names `path` in `source`; a CommonJS default (`['default', …]`) counts as the module. */
export function importIs(
  imported: Resolved['imported'],
  sources: readonly string[],
  path: readonly string[],
): boolean {
  if (!imported || !sources.includes(imported.source)) return false;
  const actual = imported.path[0] === 'default' ? imported.path.slice(1) : imported.path;
  return actual.length === path.length && path.every((segment, i) => segment === actual[i]);
}
