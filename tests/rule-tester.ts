import * as parser from '@typescript-eslint/parser';
import { RuleTester } from '@typescript-eslint/rule-tester';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** A RuleTester for TypeScript test files (the @typescript-eslint parser). */
export function typescriptTester(settings?: Record<string, unknown>): RuleTester {
  return new RuleTester({
    languageOptions: { parser, parserOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
    ...(settings ? { settings } : {}),
  });
}

/** A RuleTester for plain JavaScript test files (ESLint's default parser, espree). */
export function javascriptTester(settings?: Record<string, unknown>): RuleTester {
  return new RuleTester({
    languageOptions: { parserOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
    ...(settings ? { settings } : {}),
  });
}
