import { performance } from 'node:perf_hooks';
import { WaitTimeoutError, waitFor, waitUntil } from '../../shim/wait';

const elapsedSince = (start: number) => performance.now() - start;

describe('waitUntil', () => {
  test('resolves with the first truthy value, calling the predicate at once', async () => {
    let calls = 0;
    await expect(waitUntil(() => (++calls >= 3 ? { ok: calls } : false), { interval: 1 })).resolves.toEqual({ ok: 3 });
    expect(calls).toBe(3);
    await expect(waitUntil(() => 'yes')).resolves.toBe('yes');
  });

  test('awaits an async predicate', async () => {
    let n = 0;
    await expect(waitUntil(async () => ++n === 2, { interval: 1 })).resolves.toBe(true);
  });

  test('treats a throw as not yet, and shows it when time runs out', async () => {
    let calls = 0;
    await expect(
      waitUntil(() => {
        if (++calls < 3) throw new Error('not ready');
        return true;
      }, { interval: 1 }),
    ).resolves.toBe(true);

    const error = (await waitUntil(() => {
      throw new TypeError('registry.find(...) is undefined');
    }, { timeout: 50, interval: 5 }).catch((e: unknown) => e)) as WaitTimeoutError;
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect(error.message).toMatch(/^waitUntil timed out after \d+ ms \(timeout 50 ms, \d+ attempts\)\. Last failure:\n {2}TypeError: registry\.find\(\.\.\.\) is undefined$/);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  test('times out with the elapsed time and the last value', async () => {
    const start = performance.now();
    const error = (await waitUntil(() => 0, { timeout: 60, interval: 10 }).catch((e: unknown) => e)) as WaitTimeoutError;
    expect(elapsedSince(start)).toBeGreaterThanOrEqual(59);
    expect(error.name).toBe('WaitTimeoutError');
    expect(error.message).toMatch(/^waitUntil timed out after (\d+) ms \(timeout 60 ms, \d+ attempts\): the predicate last returned 0\.$/);
    expect(Number(/after (\d+) ms/.exec(error.message)?.[1])).toBeGreaterThanOrEqual(60);
    expect(error.elapsed).toBeGreaterThanOrEqual(60);
    expect(error.attempts).toBeGreaterThanOrEqual(3);
    expect(error.lastResult).toBe(0);
    expect((error.cause as Error).message).toBe('the predicate returned 0');
  });

  test('the error points at the caller, not at a timer', async () => {
    const error = (await waitUntil(() => false, { timeout: 10 }).catch((e: unknown) => e)) as Error;
    const firstFrame = error.stack?.split('\n').find((line) => line.trim().startsWith('at '));
    expect(firstFrame).toContain('wait.test.ts');
  });

  test('an attempt that never settles cannot hold the wait past its timeout', async () => {
    const start = performance.now();
    const error = (await waitUntil(() => new Promise(() => {}), { timeout: 50 }).catch((e: unknown) => e)) as Error;
    expect(elapsedSince(start)).toBeLessThan(1000);
    expect(error.message).toContain('the last attempt had not settled when the time ran out');
  });

  test('timeout 0 makes exactly one attempt', async () => {
    let calls = 0;
    await expect(waitUntil(() => ++calls > 5, { timeout: 0 })).rejects.toThrow('1 attempt)');
    expect(calls).toBe(1);
  });

  test.each([
    [{ timeout: -1 }, 'waitUntil: options.timeout must be a finite number of milliseconds >= 0, got -1.'],
    [{ timeout: Infinity }, 'waitUntil: options.timeout must be a finite number of milliseconds >= 0, got Infinity.'],
    [{ interval: Number.NaN }, 'waitUntil: options.interval must be a finite number of milliseconds >= 0, got NaN.'],
  ])('rejects bad options %p', async (options, message) => {
    await expect(waitUntil(() => true, options)).rejects.toThrow(message);
  });

  test('rejects a predicate that is not a function', async () => {
    await expect(waitUntil(true as unknown as () => boolean)).rejects.toThrow('waitUntil: the predicate must be a function.');
  });
});

describe('waitFor', () => {
  test('resolves with the callback value once it stops throwing', async () => {
    const state = { done: false };
    setTimeout(() => (state.done = true), 20);
    await expect(
      waitFor(() => {
        expect(state.done).toBe(true);
        return 'landed';
      }),
    ).resolves.toBe('landed');
  });

  test('a falsy return value is a success (only a throw means not yet)', async () => {
    await expect(waitFor(() => 0)).resolves.toBe(0);
    await expect(waitFor(() => undefined)).resolves.toBeUndefined();
  });

  test('times out with the last assertion error as cause and in the message', async () => {
    let n = 0;
    const error = (await waitFor(() => expect(++n).toBe(-1), { timeout: 40, interval: 5 }).catch((e: unknown) => e)) as WaitTimeoutError;
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect(error.message).toMatch(/^waitFor timed out after \d+ ms \(timeout 40 ms, (\d+) attempts\)\. Last failure:\n {2}expect\(received\)\.toBe\(expected\)/);
    // The last failure, not the first: it saw the last value of n.
    expect(error.message).toContain(`Received: ${n}`);
    expect((error.cause as Error).message).toContain('toBe');
    expect(error.attempts).toBe(n);
  });

  test('awaits async assertions and reports a rejection', async () => {
    const error = (await waitFor(async () => {
      throw new Error('still inflight');
    }, { timeout: 20 }).catch((e: unknown) => e)) as Error;
    expect(error.message).toContain('Last failure:\n  still inflight');
  });
});

describe('real time under fake timers', () => {
  afterEach(() => jest.useRealTimers());

  test('polling keeps going while Jest fakes timers and the clock', async () => {
    jest.useFakeTimers();
    const start = performance.now();
    let calls = 0;
    await expect(waitUntil(() => ++calls === 4, { interval: 5 })).resolves.toBe(true);
    expect(calls).toBe(4);
    expect(elapsedSince(start)).toBeGreaterThanOrEqual(14);
  });

  test('the timeout is real time too', async () => {
    jest.useFakeTimers({ now: 0 });
    const start = performance.now();
    await expect(waitFor(() => expect(1).toBe(2), { timeout: 30 })).rejects.toThrow(/timed out after (3\d|[4-9]\d|\d{3,}) ms/);
    expect(elapsedSince(start)).toBeGreaterThanOrEqual(29);
  });
});
