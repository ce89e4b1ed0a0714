import { createRequire } from 'node:module';
import { isAbsolute, resolve as resolvePath } from 'node:path';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { analyze } from '@typescript-eslint/scope-manager';
import { visitorKeys as typescriptVisitorKeys } from '@typescript-eslint/visitor-keys';
import type { ModuleParser, ParsedModule } from './helper-modules';
import type { HelperReader } from './index';

/** A parser as ESLint holds it: `parseForESLint` (typescript-eslint) or `parse` (espree). */
interface ParserModule {
  parseForESLint?: (text: string, options: Record<string, unknown>) => { ast: TSESTree.Program; scopeManager?: TSESLint.Scope.ScopeManager; visitorKeys?: Record<string, readonly string[]> };
  parse?: (text: string, options: Record<string, unknown>) => TSESTree.Program;
}

type AnyContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;
const requireHere = createRequire(__filename);

function tryRequire(id: string, from: NodeRequire = requireHere): unknown {
  try {
    return from(id);
  } catch {
    return null;
  }
}

/** What every linted file shares: fallback parsers, ESLint's SourceCode, and its scope analyser for espree ASTs. */
interface Shared {
  fallbacks: ParserModule[];
  SourceCode: (new (config: Record<string, unknown>) => TSESLint.SourceCode) | null;
  /** An espree AST gets its scopes from ESLint's own analyser (typescript-eslint's expects its own node shapes). */
  eslintScope: { analyze?: (ast: unknown, options: unknown) => unknown } | null;
  eslintKeys: { KEYS?: Record<string, readonly string[]> } | null;
}
let sharedParts: Shared | undefined;
function shared(): Shared {
  if (!sharedParts) {
    const fromEslint = eslintRequire();
    const eslint = tryRequire('eslint') as { SourceCode?: Shared['SourceCode'] } | null;
    sharedParts = {
      fallbacks: ['@typescript-eslint/parser', 'espree'].map((id) => tryRequire(id) as ParserModule | null).filter((parser): parser is ParserModule => !!parser),
      SourceCode: eslint?.SourceCode ?? null,
      eslintScope: fromEslint ? (tryRequire('eslint-scope', fromEslint) as Shared['eslintScope']) : null,
      eslintKeys: fromEslint ? (tryRequire('eslint-visitor-keys', fromEslint) as Shared['eslintKeys']) : null,
    };
  }
  return sharedParts;
}

const parsersByPath = new Map<string, ParserModule | null>();
/** eslintrc's `parserPath`, required once. */
function parserAt(path: string): ParserModule | null {
  if (!parsersByPath.has(path)) parsersByPath.set(path, tryRequire(path) as ParserModule | null);
  return parsersByPath.get(path)!;
}

/** `require` as seen from the ESLint package that runs the rule (its own eslint-scope and visitor keys). */
function eslintRequire(): NodeRequire | null {
  try {
    return createRequire(requireHere.resolve('eslint'));
  } catch {
    return null;
  }
}

/**
 * How the vocabulary of the file being linted reads the suite's own helper modules: with the parser that file was
 * parsed with (flat config's `languageOptions.parser`, eslintrc's `parserPath`, else ESLint's default, espree), and
 * typescript-eslint's parser for a TypeScript helper when the test file is JavaScript.
 */
export function helperReaderFor(context: AnyContext): HelperReader | null {
  const given = context.physicalFilename ?? context.filename ?? (context as { getFilename?: () => string }).getFilename?.();
  if (!given || given.startsWith('<')) return null; // `<input>`, `<text>`: no file to start from
  // The Linter API takes the filename as given; a relative one is relative to ESLint's cwd, not to this process's.
  const cwd = context.cwd ?? (context as { getCwd?: () => string }).getCwd?.();
  const filename = isAbsolute(given) || !cwd ? given : resolvePath(cwd, given);
  const loose = context as unknown as { languageOptions?: { parser?: ParserModule }; parserPath?: string };
  const own = loose.languageOptions?.parser ?? (loose.parserPath ? parserAt(loose.parserPath) : null);
  const { fallbacks, SourceCode, eslintScope, eslintKeys } = shared();
  const parsers = own ? [own, ...fallbacks.filter((parser) => parser !== own)] : fallbacks;
  if (parsers.length === 0 || !SourceCode) return null;

  const parse: ModuleParser = (text, file) => {
    const jsx = /\.(jsx|tsx)$/.test(file);
    for (const parser of parsers) {
      for (const sourceType of ['module', 'script']) {
        const options = {
          ecmaVersion: 'latest',
          sourceType,
          range: true,
          loc: true,
          comment: true,
          tokens: true,
          filePath: file,
          jsx,
          ecmaFeatures: { jsx },
        };
        try {
          if (parser.parseForESLint) {
            const result = parser.parseForESLint(text, options);
            return { ast: result.ast, scopeManager: result.scopeManager ?? null, visitorKeys: result.visitorKeys };
          }
          if (parser.parse) return { ast: parser.parse(text, options) };
        } catch {
          // try the next way of reading it
        }
      }
    }
    return null;
  };

  const sourceCodeOf = (parsed: ParsedModule, text: string): TSESLint.SourceCode | null => {
    const sourceType = parsed.ast.sourceType === 'script' ? 'script' : 'module';
    let scopeManager = parsed.scopeManager ?? null;
    let visitorKeys = parsed.visitorKeys;
    if (!scopeManager && eslintScope?.analyze && eslintKeys?.KEYS) {
      visitorKeys ??= eslintKeys.KEYS;
      scopeManager = eslintScope.analyze(parsed.ast, {
        ecmaVersion: 2026,
        sourceType,
        childVisitorKeys: visitorKeys,
        fallback: 'iteration',
      }) as TSESLint.Scope.ScopeManager;
    }
    if (!scopeManager) {
      scopeManager = analyze(parsed.ast, { sourceType }) as unknown as TSESLint.Scope.ScopeManager;
      visitorKeys ??= typescriptVisitorKeys as Record<string, readonly string[]>;
    }
    return new SourceCode({ text, ast: parsed.ast, scopeManager, visitorKeys: visitorKeys ?? typescriptVisitorKeys });
  };

  return { filename, parse, sourceCodeOf };
}
