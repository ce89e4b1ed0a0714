import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { Vocabulary } from './vocabulary';
import { containsAwait } from './vocabulary/steps';
import { VITEST_MODULES } from './vocabulary/resolve';

/** A wait helper a suggestion can call: what to write, and an import to add when it is missing. */
export interface WaitHelper {
  call: string;
  /** Module to import `call` from when the file does not import it yet. */
  addImportFrom: string | null;
}

/** Modules whose `waitFor` retries an assertion callback until it stops throwing. */
const WAIT_FOR_MODULES = /^(@testing-library\/|eslint-plugin-dispatch-lag\/wait$|wait-for-expect$)/;

const helpers = new WeakMap<Vocabulary, WaitHelper | null>();

/**
 * The assertion-retrying wait the file already uses: `waitFor` from Testing Library or from
 * `eslint-plugin-dispatch-lag/wait`, `waitForExpect`, `vi.waitFor`; else the one named in
 * `settings['dispatch-lag'].waitHelper`; else none (no suggestion).
 */
export function findWaitHelper(vocab: Vocabulary): WaitHelper | null {
  if (helpers.has(vocab)) return helpers.get(vocab)!;
  let found: WaitHelper | null = null;
  const program = vocab.sourceCode.ast;
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
    const source = statement.source.value;
    for (const specifier of statement.specifiers) {
      if (source === 'wait-for-expect' && specifier.type === 'ImportDefaultSpecifier') found ??= { call: specifier.local.name, addImportFrom: null };
      if (specifier.type !== 'ImportSpecifier') continue;
      const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
      if (imported === 'waitFor' && WAIT_FOR_MODULES.test(source)) found ??= { call: specifier.local.name, addImportFrom: null };
      if (imported === 'vi' && VITEST_MODULES.includes(source)) found ??= { call: `${specifier.local.name}.waitFor`, addImportFrom: null };
    }
  }
  if (!found && /\bvi\.(fn|mock|spyOn|waitFor)\b/.test(vocab.sourceCode.text)) found = { call: 'vi.waitFor', addImportFrom: null };
  if (!found && vocab.settings.waitHelper) {
    const { call, from } = vocab.settings.waitHelper;
    found = { call, addImportFrom: from && !importsName(program, call.split('.')[0]) ? from : null };
  }
  helpers.set(vocab, found);
  return found;
}

function importsName(program: TSESTree.Program, name: string): boolean {
  return program.body.some(
    (statement) => statement.type === 'ImportDeclaration' && statement.specifiers.some((specifier) => specifier.local.name === name),
  );
}

/** Replaces `await sleep(n);` + `expect(…);` with `await helper(() => expect(…));`, adding an import if needed. */
export function waitFixes(
  fixer: TSESLint.RuleFixer,
  vocab: Vocabulary,
  helper: WaitHelper,
  sleepStatement: TSESTree.ExpressionStatement,
  assertion: TSESTree.ExpressionStatement,
): TSESLint.RuleFix[] {
  const text = vocab.sourceCode.getText(assertion.expression);
  const asynchronous = containsAwait(assertion.expression) ? 'async ' : '';
  const replacement = `await ${helper.call}(${asynchronous}() => ${text});`;
  const fixes = [fixer.replaceTextRange([sleepStatement.range[0], assertion.range[1]], replacement)];
  if (helper.addImportFrom) {
    const program = vocab.sourceCode.ast;
    const imports = program.body.filter((statement) => statement.type === 'ImportDeclaration');
    const line = `import { ${helper.call} } from '${helper.addImportFrom}';`;
    if (imports.length > 0) fixes.push(fixer.insertTextAfter(imports[imports.length - 1], `\n${line}`));
    else if (program.sourceType === 'module') fixes.push(fixer.insertTextBeforeRange([0, 0], `${line}\n`));
  }
  return fixes;
}
