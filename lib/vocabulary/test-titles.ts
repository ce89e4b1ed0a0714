import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getVocabulary, type Vocabulary } from './index';
import { someChildNode, stringValue } from './paths';

/**
 * The tests of a file with their full title paths and source ranges, as the shared vocabulary reads test code
 * (`it`/`test`/`describe`, hooks, `.each`, modifiers, node:test's `t.test`, the user's wrappers). The sweep joins
 * lint reports to Jest's results with it: a report belongs to the test whose range holds it, and a Jest result
 * belongs to the test whose range holds the location Jest recorded for it (`--testLocationInResults`), or else to
 * the test whose title path matches.
 */

/** One segment of a title path. */
export interface TitleSegment {
  /** The title as Jest shows it, when it is known before the run (a string, a template without expressions). */
  text: string | null;
  /** The title as written in the source, for titles only known at run time. */
  source: string;
  /**
   * How the title was written: `literal`, `template` (with expressions: the run fills them in), `each` (a format
   * string of `.each`, one title per row), `dynamic` (a variable, a call, a parameter of a helper), `none` (no
   * title at all).
   */
  form: 'literal' | 'template' | 'each' | 'dynamic' | 'none';
  /** Matches the titles the run can produce from this segment (anchored); null when anything may come out. */
  pattern: string | null;
}

export interface Position {
  /** 1-based line. */
  line: number;
  /** 0-based column, as ESLint reports it. */
  column: number;
}

export interface TestEntry {
  kind: 'test' | 'describe' | 'hook';
  hook: 'before' | 'after' | null;
  /** The framework name as resolved (`it`, `test`, `describe`, `beforeEach`, a wrapper's path). */
  name: string;
  modifiers: string[];
  /** Outermost describe first, this test's own title last (for hooks: the describe blocks around the hook). */
  titles: TitleSegment[];
  /** Every segment known before the run: the full title is exact. */
  named: boolean;
  /** Jest's way of joining them: describe titles and the test title separated by one space. */
  fullTitle: string;
  start: Position;
  end: Position;
  /** Index, in the same list, of the innermost describe around this entry; -1 at the top of the file. */
  parent: number;
}

const EACH_PLACEHOLDER = /%[sdifjopOc#%]|\$[A-Za-z_$][\w$]*(?:\.[\w$]+)*/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function titleSegment(vocabulary: Vocabulary, title: TSESTree.Node | null, each: boolean): TitleSegment {
  if (!title) return { text: null, source: '', form: 'none', pattern: null };
  const source = vocabulary.text(title);
  const literal = stringValue(title);
  if (literal !== null && each) {
    // `test.each(rows)('adds %i to %i', …)`, `test.each\`…\`('$a + $b', …)`: one title per row.
    let pattern = '';
    let last = 0;
    for (const match of literal.matchAll(EACH_PLACEHOLDER)) {
      pattern += escapeRegExp(literal.slice(last, match.index));
      pattern += match[0] === '%%' ? '%' : '.*?';
      last = match.index + match[0].length;
    }
    pattern += escapeRegExp(literal.slice(last));
    return { text: null, source, form: 'each', pattern: `^${pattern}$` };
  }
  if (literal !== null) return { text: literal, source, form: 'literal', pattern: `^${escapeRegExp(literal)}$` };
  if (title.type === 'TemplateLiteral') {
    const pattern = title.quasis.map((quasi) => escapeRegExp(quasi.value.cooked ?? quasi.value.raw)).join('.*?');
    return { text: null, source, form: 'template', pattern: `^${pattern}$` };
  }
  return { text: null, source, form: 'dynamic', pattern: null };
}

function isEach(call: TSESTree.CallExpression): boolean {
  const callee = call.callee;
  if (callee.type === 'TaggedTemplateExpression') return true;
  if (callee.type !== 'CallExpression') return false;
  const inner = callee.callee;
  return inner.type === 'MemberExpression' && !inner.computed && inner.property.type === 'Identifier' && inner.property.name === 'each';
}

function contains(outer: { start: Position; end: Position }, inner: Position): boolean {
  const after = inner.line > outer.start.line || (inner.line === outer.start.line && inner.column >= outer.start.column);
  const before = inner.line < outer.end.line || (inner.line === outer.end.line && inner.column <= outer.end.column);
  return after && before;
}

/**
 * Every test, describe block and hook of a file, in source order, with its title path and range. Titles that are
 * only known at run time (`.each` rows, templates with expressions, variables) are kept as written, with a pattern
 * that matches what the run may call them when there is one, and `named: false`.
 */
export function listTests(program: TSESTree.Program, vocabulary: Vocabulary): TestEntry[] {
  const calls: Array<{ node: TSESTree.CallExpression; kind: TestEntry['kind'] }> = [];
  const stack: TSESTree.Node[] = [program];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'CallExpression') {
      const call = vocabulary.testCall(node);
      if (call) calls.push({ node, kind: call.kind });
    }
    const children: TSESTree.Node[] = [];
    someChildNode(node, (child) => children.push(child) < 0);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  calls.sort((a, b) => a.node.range[0] - b.node.range[0]);

  const entries: TestEntry[] = [];
  const ranges: Array<[number, number]> = [];
  for (const { node } of calls) {
    const call = vocabulary.testCall(node)!;
    // The innermost describe whose range holds this call (calls are in source order, so it was seen already).
    let parent = -1;
    for (let i = entries.length - 1; i >= 0; i--) {
      if (entries[i].kind === 'describe' && ranges[i][0] <= node.range[0] && node.range[1] <= ranges[i][1]) {
        parent = i;
        break;
      }
    }
    const outer = parent >= 0 ? entries[parent].titles : [];
    const own = call.kind === 'hook' ? [] : [titleSegment(vocabulary, call.title, isEach(node))];
    const titles = [...outer, ...own];
    entries.push({
      kind: call.kind,
      hook: call.hook,
      name: call.name,
      modifiers: call.modifiers,
      titles,
      named: titles.every((segment) => segment.text !== null),
      fullTitle: titles.map((segment) => segment.text ?? segment.source).join(' '),
      start: { line: node.loc.start.line, column: node.loc.start.column },
      end: { line: node.loc.end.line, column: node.loc.end.column },
      parent,
    });
    ranges.push(node.range);
  }
  return entries;
}

/** The innermost entry of the given kinds whose range holds the position (ESLint's 1-based line, 0-based column). */
export function entryAt(entries: readonly TestEntry[], position: Position, kinds: ReadonlyArray<TestEntry['kind']> = ['test']): number {
  let found = -1;
  entries.forEach((entry, index) => {
    if (!kinds.includes(entry.kind) || !contains(entry, position)) return;
    if (found < 0 || contains(entries[found], entry.start)) found = index;
  });
  return found;
}

/** True when a result's title path (Jest's `ancestorTitles` plus `title`) can come from this entry. */
export function titlesMatch(entry: TestEntry, titlePath: readonly string[]): boolean {
  if (entry.titles.length !== titlePath.length) return false;
  return entry.titles.every((segment, i) => segment.pattern === null || new RegExp(segment.pattern, 's').test(titlePath[i]));
}

/**
 * An ESLint rule that reports one message per test, describe block and hook, whose text is the entry as JSON: the
 * way a process that runs ESLint (any major, any config, with the project's own parser) gets the title paths of
 * the files it lints from the same parse the rules saw.
 */
export const listTestsRule = {
  meta: {
    type: 'suggestion' as const,
    docs: { description: 'Lists the tests of a file with their title paths (used by `dispatch-lag sweep`).' },
    schema: [],
  },
  create(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>) {
    return {
      'Program:exit'(program: TSESTree.Program) {
        for (const entry of listTests(program, getVocabulary(context))) {
          context.report({
            loc: { start: entry.start, end: entry.end },
            // Data is interpolated into `{{entry}}` as is: the message is the JSON of the entry.
            message: '{{entry}}',
            data: { entry: JSON.stringify(entry) },
          } as unknown as Parameters<typeof context.report>[0]);
        }
      },
    };
  },
};
