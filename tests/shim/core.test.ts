import { checkSeam, parseDispatchLag, seamLabel } from '../../shim/core';
import { explainFailure } from '../../shim/explain';
import type { Lag, SettleKey, WritesKey } from '../../shim/index';

describe('parseDispatchLag', () => {
  test.each([
    [undefined, 0],
    ['', 0],
    ['  ', 0],
    ['0', 0],
    ['0.0', 0],
    ['0.5', 0.5],
    ['2', 2],
    ['.25', 0.25],
    [' 1.5 ', 1.5],
  ])('%p is %p seconds', (raw, seconds) => {
    expect(parseDispatchLag(raw)).toBe(seconds);
  });

  test.each(['abc', '-1', '1s', 'NaN', 'Infinity', '1e3', '0x10', '+1', '1,5'])('%p is refused, naming the variable, the value and what is accepted', (raw) => {
    expect(() => parseDispatchLag(raw)).toThrow(
      `DISPATCH_LAG=${JSON.stringify(raw)} is not valid: expected a number of seconds >= 0 in plain decimal notation, ` +
        'like 0.5 or 2 (unset, empty or 0 turns the lag off).',
    );
  });
});

class Base {
  inherited(): void {}
}
class Registry extends Base {
  count = 0;
  get size(): number {
    return 0;
  }
  register(): void {}
  static create(): Registry {
    return new Registry();
  }
}

describe('checkSeam', () => {
  test('accepts own and inherited methods', () => {
    expect(() => checkSeam('writes', Registry.prototype, ['register', 'inherited'])).not.toThrow();
    expect(() => checkSeam('writes', Registry, ['create'])).not.toThrow();
  });

  test.each([
    [['regster'], 'lag.writes(): Registry.regster does not exist (Registry has: inherited, register).'],
    [['size'], 'lag.writes(): Registry.size is an accessor (get/set), not a method.'],
    [[], 'lag.writes() on Registry: pass a non-empty array of method names.'],
    [['register', 'register'], 'lag.writes(): Registry.register is listed twice.'],
    [[1], 'lag.writes() on Registry: method names must be strings, got number.'],
  ])('%p is refused', (methods, message) => {
    expect(() => checkSeam('writes', Registry.prototype, methods)).toThrow(message);
  });

  test('names a field that is not a method', () => {
    expect(() => checkSeam('settle', new Registry(), ['count'])).toThrow(
      'lag.settle(): Registry instance.count is not a method (it is number).',
    );
  });

  test('refuses a target that is not an object', () => {
    expect(() => checkSeam('writes', undefined, ['x'])).toThrow(
      'lag.writes(): the target must be an object such as MyClass.prototype, got undefined.',
    );
  });

  test('labels', () => {
    expect(seamLabel(Registry.prototype, 'register')).toBe('Registry.register');
    expect(seamLabel(Registry, 'create')).toBe('Registry.create (static)');
    expect(seamLabel(new Registry(), 'register')).toBe('Registry instance.register');
    expect(seamLabel({ save() {} }, 'save')).toBe('object.save');
  });
});

describe('explainFailure', () => {
  test('lists the delayed seams aligned, and what was not called', () => {
    expect(
      explainFailure({
        seconds: 0.5,
        delayed: [
          { label: 'Deduper.discard', kind: 'writes', calls: 1, pendingAtEnd: 1 },
          { label: 'FakeTmux.deliver', kind: 'settle', calls: 2, pendingAtEnd: 0 },
        ],
        notCalled: ['SessionRegistry.close'],
        lagSpentMs: 1234,
        notes: [],
      }),
    ).toBe(
      [
        'DISPATCH_LAG=0.5 was on: this test ran with its declared seams delayed 0.5 s each.',
        'Delayed during this test (a delayed call was waiting for 1.23 s of it):',
        '  Deduper.discard   writes  1 call, 1 still waiting when the test function ended',
        '  FakeTmux.deliver  settle  2 calls',
        'If this test passes without the lag, it waits on a signal that comes before the state it depends on (the ' +
          'attempt, not its outcome): wait on that state instead, with waitUntil/waitFor from ' +
          'eslint-plugin-dispatch-lag/wait. See docs/testing.md in eslint-plugin-dispatch-lag.',
        'Declared but not called: SessionRegistry.close.',
      ].join('\n'),
    );
  });
});

// Types: checked by `tsc --noEmit` (tsconfig.json includes tests/). Each @ts-expect-error must be an error.
declare const lag: Lag;
class Seams {
  field = 1;
  write(): void {}
  async save(): Promise<void> {}
  load(): Promise<number> {
    return Promise.resolve(1);
  }
  read(): number {
    return 1;
  }
}

test('method names are type-checked', () => {
  const writes: Array<WritesKey<Seams>> = ['write', 'save', 'load'];
  const settles: Array<SettleKey<Seams>> = ['save', 'load'];
  expect(writes.length + settles.length).toBe(5);
  const typeOnly = () => {
    lag.writes(Seams.prototype, ['write', 'save']);
    lag.settle(Seams.prototype, ['load']);
    lag.writes((): Seams => Seams.prototype, ['write']);
    // @ts-expect-error not a method
    lag.writes(Seams.prototype, ['field']);
    // @ts-expect-error does not exist
    lag.writes(Seams.prototype, ['wirte']);
    // @ts-expect-error a sync method whose value is used cannot be deferred
    lag.writes(Seams.prototype, ['read']);
    // @ts-expect-error settle needs a promise
    lag.settle(Seams.prototype, ['write']);
    // @ts-expect-error the getter form is checked too
    lag.settle((): Seams => Seams.prototype, ['read']);
  };
  expect(typeof typeOnly).toBe('function');
});
