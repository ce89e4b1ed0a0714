/**
 * How a test says it is over, shared by the step reader (a test's steps end here) and the hand-written check reader
 * (`done(new Error(…))` fails the test).
 */

/** `t.end()`, `assert.end()` (tape's test object, by either name), `t.done()`, `t.pass()`: the test's steps end here. */
export const TEST_END_METHODS: ReadonlySet<string> = new Set(['end', 'done', 'pass']);

/**
 * The callback a test (or a job handed to the code) is ended with: `done`, `cb`, `callback`, `next`, `finish`,
 * `testDone`. Given an error, it fails the test.
 */
export const TEST_END_CALLBACK = /^(done|cb|callback|next|finish|\w+Done)$/;
