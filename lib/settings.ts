/**
 * Shared settings read by every rule: `settings['dispatch-lag']` in the ESLint config.
 * They extend the vocabulary; a malformed value is a configuration error, never silently ignored.
 */
export const SETTINGS_KEY = 'dispatch-lag';

export interface DispatchLagSettings {
  /** Extra sleep helpers, as callee paths: `helpers.sleep`, `*.pause`. */
  sleeps?: string[];
  /** Extra wait helpers (complete when a condition holds): `helpers.eventually`. */
  waits?: string[];
  /** Extra attempt records: `tmux.delivers`, `*.requests`. */
  attempts?: string[];
  /** Extra barriers (return only after background work finished): `dispatcher.stop`. */
  barriers?: string[];
  /** Extra test-declaring wrappers whose callback is test code: `itWithDb`, `scenario`. */
  tests?: string[];
  /** The wait helper suggestions use when the file imports none: `{ call: 'waitFor', from: 'eslint-plugin-dispatch-lag/wait' }`. */
  waitHelper?: { call: string; from?: string };
}

export interface ResolvedSettings {
  sleeps: string[][];
  waits: string[][];
  attempts: string[][];
  barriers: string[][];
  tests: string[][];
  waitHelper: { call: string; from: string | null } | null;
}

const PATH_KEYS = ['sleeps', 'waits', 'attempts', 'barriers', 'tests'] as const;
const ALL_KEYS: readonly string[] = [...PATH_KEYS, 'waitHelper'];
const SEGMENT = /^(?:\*|[A-Za-z_$][\w$]*)$/;

export class SettingsError extends Error {
  constructor(message: string) {
    super(`eslint-plugin-dispatch-lag: ${message}`);
    this.name = 'SettingsError';
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

/** Parses `'helpers.sleep'` into ['helpers', 'sleep'], or explains what is wrong with it. */
export function parsePathPattern(pattern: unknown, where: string): string[] {
  if (typeof pattern !== 'string' || pattern.length === 0) {
    throw new SettingsError(
      `${where} must be a non-empty string such as 'helpers.sleep' or '*.requests', got ${describe(pattern)}.`,
    );
  }
  const segments = pattern.split('.');
  const bad = segments.find((segment) => !SEGMENT.test(segment));
  if (bad !== undefined) {
    throw new SettingsError(
      `${where} is ${JSON.stringify(pattern)}: segment ${JSON.stringify(bad)} is not a name. ` +
        `Accepted: names joined by dots, '*' for any one segment (e.g. 'tmux.delivers', '*.requests').`,
    );
  }
  if (segments.every((segment) => segment === '*')) {
    throw new SettingsError(`${where} is ${JSON.stringify(pattern)}: a pattern of only '*' would match everything.`);
  }
  return segments;
}

const cache = new WeakMap<object, ResolvedSettings>();
const EMPTY: ResolvedSettings = { sleeps: [], waits: [], attempts: [], barriers: [], tests: [], waitHelper: null };
/** Every value readSettings has returned: already validated, to be used as it is. */
const resolvedValues = new WeakSet<object>([EMPTY]);

export function isResolvedSettings(value: unknown): value is ResolvedSettings {
  return typeof value === 'object' && value !== null && resolvedValues.has(value);
}

/** Validates and normalises the shared settings; cached per settings object. */
export function readSettings(settings: Readonly<Record<string, unknown>> | undefined): ResolvedSettings {
  const raw = settings?.[SETTINGS_KEY];
  if (raw === undefined) return EMPTY;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new SettingsError(
      `settings['${SETTINGS_KEY}'] must be an object with any of ${ALL_KEYS.join(', ')}, got ${describe(raw)}.`,
    );
  }
  const hit = cache.get(raw);
  if (hit) return hit;
  const record = raw as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!ALL_KEYS.includes(key)) {
      throw new SettingsError(
        `settings['${SETTINGS_KEY}'] has an unknown key ${JSON.stringify(key)}. Accepted keys: ${ALL_KEYS.join(', ')}.`,
      );
    }
  }
  const resolved: ResolvedSettings = { ...EMPTY };
  for (const key of PATH_KEYS) {
    const value = record[key];
    if (value === undefined) continue;
    if (!Array.isArray(value)) {
      throw new SettingsError(
        `settings['${SETTINGS_KEY}'].${key} must be an array of path strings (e.g. ['helpers.sleep']), got ${describe(value)}.`,
      );
    }
    resolved[key] = value.map((pattern, i) => parsePathPattern(pattern, `settings['${SETTINGS_KEY}'].${key}[${i}]`));
  }
  const helper = record.waitHelper;
  if (helper !== undefined) {
    const where = `settings['${SETTINGS_KEY}'].waitHelper`;
    if (helper === null || typeof helper !== 'object' || Array.isArray(helper)) {
      throw new SettingsError(`${where} must be an object { call: 'waitFor', from?: 'module' }, got ${describe(helper)}.`);
    }
    const { call, from, ...rest } = helper as Record<string, unknown>;
    const extra = Object.keys(rest);
    if (extra.length > 0) {
      throw new SettingsError(`${where} has an unknown key ${JSON.stringify(extra[0])}. Accepted keys: call, from.`);
    }
    const segments = parsePathPattern(call, `${where}.call`);
    if (segments.includes('*')) throw new SettingsError(`${where}.call must name one helper, without '*'.`);
    if (from !== undefined && (typeof from !== 'string' || from.length === 0)) {
      throw new SettingsError(`${where}.from must be a module name such as 'eslint-plugin-dispatch-lag/wait', got ${describe(from)}.`);
    }
    resolved.waitHelper = { call: segments.join('.'), from: (from as string | undefined) ?? null };
  }
  cache.set(raw, resolved);
  resolvedValues.add(resolved);
  return resolved;
}

/** True when the text names the last segment of any of these setting paths (`*` names anything). */
export function textNamesAnySetting(text: string, paths: readonly string[][]): boolean {
  return paths.some((path) => {
    const last = path[path.length - 1];
    return last === '*' || text.includes(last);
  });
}
