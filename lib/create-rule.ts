import type { TSESLint } from '@typescript-eslint/utils';
import { applyDefault, RuleCreator } from '@typescript-eslint/utils/eslint-utils';
import { getVocabulary, type Vocabulary } from './vocabulary';

export const REPOSITORY_URL = 'https://github.com/eslint-plugin-dispatch-lag/eslint-plugin-dispatch-lag';

export interface PluginDocs {
  description: string;
  recommended: boolean;
}

const createRuleWithDocs = RuleCreator<PluginDocs>(
  (name) => `${REPOSITORY_URL}/blob/main/docs/rules/${name}.md`,
);

type RuleArgs<Options extends readonly unknown[], MessageIds extends string> = Parameters<
  typeof createRuleWithDocs<Options, MessageIds>
>[0];

/**
 * Creates a rule of this plugin. Like RuleCreator, with typed options and defaults, plus the
 * shared vocabulary of the linted file handed to `create` as its third argument, so no rule
 * keeps its own idea of what a sleep, a wait or test code is.
 */
export function createRule<Options extends readonly unknown[], MessageIds extends string>(
  rule: Omit<RuleArgs<Options, MessageIds>, 'create'> & {
    create(
      context: Readonly<TSESLint.RuleContext<MessageIds, Options>>,
      options: Readonly<Options>,
      vocabulary: Vocabulary,
    ): TSESLint.RuleListener;
  },
) {
  const { create, ...rest } = rule;
  const built = createRuleWithDocs<Options, MessageIds>({ ...rest, create: () => ({}) });
  // RuleCreator merges the defaults into the options anew for every file (a structured clone each time): the same
  // options always give the same result, so it is done once per distinct options value.
  const merged = new Map<string, Options>();
  return {
    ...built,
    create(context: Readonly<TSESLint.RuleContext<MessageIds, Options>>): TSESLint.RuleListener {
      const key = JSON.stringify(context.options);
      let options = merged.get(key);
      if (options === undefined) {
        options = applyDefault<Options, Options>(rule.defaultOptions ?? ([] as unknown as Options), context.options) as Options;
        merged.set(key, options);
      }
      return create(context, options as Options, getVocabulary(context));
    },
  };
}
