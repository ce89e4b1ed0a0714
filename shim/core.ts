/**
 * The part of the shim that is loaded even when the lag is off: reading DISPATCH_LAG, and checking that a declared
 * seam names methods that exist. Nothing here patches anything or touches timers.
 */

/** The environment variable that turns the lag on, in seconds. */
export const DISPATCH_LAG = 'DISPATCH_LAG';

/** What a valid value looks like, for error messages. */
const ACCEPTED =
  'a number of seconds >= 0 in plain decimal notation, like 0.5 or 2 (unset, empty or 0 turns the lag off)';

const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Seconds written in plain decimal notation (`0.5`, `2`, `.25`), or null for anything else (`1s`, `-1`, `1e3`). */
export function parseSeconds(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const seconds = Number(trimmed);
  return Number.isFinite(seconds) ? seconds : null;
}

/**
 * Reads a DISPATCH_LAG value. Returns the lag in seconds, 0 meaning off.
 * Throws an Error naming the variable, the value and what is accepted when the value is not a non-negative decimal
 * number (`abc`, `-1`, `1s`, `NaN`, `Infinity`, `1e3`).
 */
export function parseDispatchLag(raw: string | undefined): number {
  if (raw === undefined) return 0;
  const text = raw.trim();
  if (text === '') return 0;
  const seconds = parseSeconds(text);
  if (seconds !== null) return seconds;
  const error = new Error(`${DISPATCH_LAG}=${JSON.stringify(raw)} is not valid: expected ${ACCEPTED}.`);
  // A configuration error, not a bug: no stack frames or code frame in Jest's output, just the message.
  error.stack = `${error.name}: ${error.message}`;
  throw error;
}

/** The kinds of seam: see `lag.writes` and `lag.settle`. */
export type SeamKind = 'writes' | 'settle';

/** Names what a seam is declared on, for messages: `SessionRegistry` for a prototype, `SessionRegistry (static)`. */
export function describeTarget(target: object): string {
  if (typeof target === 'function') return `${target.name || '(anonymous class)'} (static)`;
  const ctor: unknown = (target as { constructor?: unknown }).constructor;
  if (typeof ctor === 'function') {
    const name = ctor.name || '(anonymous class)';
    if (ctor.prototype === target) return name;
    if (ctor !== Object) return `${name} instance`;
  }
  return 'object';
}

/** `SessionRegistry.register`, `SessionRegistry (static).create`, … */
export function seamLabel(target: object, method: PropertyKey): string {
  const owner = describeTarget(target);
  const key = typeof method === 'symbol' ? `[${method.description ?? 'symbol'}]` : String(method);
  return owner.endsWith(' (static)') ? `${owner.slice(0, -' (static)'.length)}.${key} (static)` : `${owner}.${key}`;
}

/** Where a property is defined on an object or its prototype chain. */
export function findProperty(target: object, key: PropertyKey): { owner: object; descriptor: PropertyDescriptor } | undefined {
  for (let o: object | null = target; o !== null; o = Object.getPrototypeOf(o)) {
    const descriptor = Object.getOwnPropertyDescriptor(o, key);
    if (descriptor) return { owner: o, descriptor };
  }
  return undefined;
}

function methodNames(target: object): string[] {
  const names = new Set<string>();
  for (let o: object | null = target; o !== null && o !== Object.prototype && o !== Function.prototype; o = Object.getPrototypeOf(o)) {
    for (const key of Object.getOwnPropertyNames(o)) {
      const d = Object.getOwnPropertyDescriptor(o, key);
      if (key !== 'constructor' && d && 'value' in d && typeof d.value === 'function') names.add(key);
    }
  }
  return [...names].sort();
}

/**
 * Checks that `target` is an object and every name in `methods` is a method on it (own or inherited, not an accessor).
 * Throws a TypeError naming the call, the class and the method otherwise.
 */
export function checkSeam(
  kind: SeamKind,
  target: unknown,
  methods: unknown,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any function, for Error.captureStackTrace
  above?: Function,
): asserts methods is PropertyKey[] {
  try {
    checkSeamOrThrow(kind, target, methods);
  } catch (error) {
    // Point the stack (and Jest's code frame) at the declaration, not at this file.
    if (above && error instanceof Error) Error.captureStackTrace(error, above);
    throw error;
  }
}

function checkSeamOrThrow(kind: SeamKind, target: unknown, methods: unknown): asserts methods is PropertyKey[] {
  const call = `lag.${kind}()`;
  if ((typeof target !== 'object' && typeof target !== 'function') || target === null) {
    throw new TypeError(`${call}: the target must be an object such as MyClass.prototype, got ${target === null ? 'null' : typeof target}.`);
  }
  if (!Array.isArray(methods) || methods.length === 0) {
    throw new TypeError(`${call} on ${describeTarget(target)}: pass a non-empty array of method names.`);
  }
  const seen = new Set<PropertyKey>();
  for (const method of methods) {
    if (typeof method !== 'string' && typeof method !== 'symbol') {
      throw new TypeError(`${call} on ${describeTarget(target)}: method names must be strings, got ${typeof method}.`);
    }
    if (seen.has(method)) throw new TypeError(`${call}: ${seamLabel(target, method)} is listed twice.`);
    seen.add(method);
    const found = findProperty(target, method);
    if (!found) {
      const known = methodNames(target);
      throw new TypeError(
        `${call}: ${seamLabel(target, method)} does not exist` +
          (known.length ? ` (${describeTarget(target)} has: ${known.join(', ')}).` : '.'),
      );
    }
    if (!('value' in found.descriptor)) {
      throw new TypeError(`${call}: ${seamLabel(target, method)} is an accessor (get/set), not a method.`);
    }
    if (typeof found.descriptor.value !== 'function') {
      throw new TypeError(`${call}: ${seamLabel(target, method)} is not a method (it is ${typeof found.descriptor.value}).`);
    }
  }
}
