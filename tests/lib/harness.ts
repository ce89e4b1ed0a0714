import type { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import * as parser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { getVocabulary, type Vocabulary } from '../../lib/vocabulary';

/** The file as a rule sees it: its vocabulary, and a way to find nodes by their source text. */
export interface Analysed {
  vocab: Vocabulary;
  /** The first node of `type` whose source text is exactly `text` (or starts with it, when `prefix`). */
  find<K extends keyof typeof AST_NODE_TYPES>(
    type: K,
    text: string,
    prefix?: boolean,
  ): Extract<TSESTree.Node, { type: (typeof AST_NODE_TYPES)[K] }>;
}

/**
 * Lints `code` with a probe rule that hands the shared vocabulary to `inspect` at the end of the
 * file, exactly as the plugin's rules receive it. Errors thrown inside `inspect` fail the test.
 */
export function analyse<T>(code: string, inspect: (file: Analysed) => T, settings?: Record<string, unknown>): T {
  let result: T | undefined;
  let failure: unknown;
  const probe = {
    create(context: never) {
      const vocab = getVocabulary(context);
      const nodes: TSESTree.Node[] = [];
      const collect = (node: TSESTree.Node) => nodes.push(node);
      return {
        '*': collect,
        'Program:exit'() {
          const find = (type: string, text: string, prefix = false) => {
            const node = nodes.find(
              (candidate) => candidate.type === type && (prefix ? vocab.text(candidate).startsWith(text) : vocab.text(candidate) === text),
            );
            if (!node) throw new Error(`no ${type} with text ${JSON.stringify(text)}`);
            return node;
          };
          try {
            result = inspect({ vocab, find: find as Analysed['find'] });
          } catch (error) {
            failure = error;
          }
        },
      };
    },
  };
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(code, [
    {
      files: ['**/*.ts'],
      languageOptions: { parser, parserOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
      plugins: { probe: { rules: { vocabulary: probe as never } } },
      rules: { 'probe/vocabulary': 'error' },
      ...(settings ? { settings } : {}),
    },
  ], 'file.test.ts');
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`parse error: ${fatal.message}`);
  if (failure) throw failure;
  return result as T;
}
