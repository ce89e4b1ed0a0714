import * as fs from 'node:fs';
import * as path from 'node:path';

/** A path relative to the project directory, with forward slashes (the report's form on every platform). */
export function relativePath(rootDir: string, file: string): string {
  const relative = path.relative(rootDir, path.resolve(rootDir, file));
  return (relative === '' ? '.' : relative).split(path.sep).join('/');
}

/**
 * The directories whose absolute paths are rewritten relative to the project in failure messages and commands:
 * the project itself and its ancestors up to the enclosing repository or package root (where a monorepo keeps
 * node_modules), so that `/home/ci/app/node_modules/x` reads `../node_modules/x`. Longest first.
 */
export function projectPrefixes(rootDir: string): Array<{ dir: string; relative: string }> {
  const prefixes: Array<{ dir: string; relative: string }> = [{ dir: rootDir, relative: '' }];
  if (fs.existsSync(path.join(rootDir, '.git'))) return prefixes;
  const ancestors: string[] = [];
  for (let dir = path.dirname(rootDir), depth = 0; depth < 4 && path.dirname(dir) !== dir; dir = path.dirname(dir), depth++) {
    ancestors.push(dir);
    if (fs.existsSync(path.join(dir, 'package.json')) || fs.existsSync(path.join(dir, '.git'))) {
      for (const ancestor of ancestors) prefixes.push({ dir: ancestor, relative: `${relativePath(rootDir, ancestor)}/` });
      break;
    }
  }
  return prefixes;
}

/** Rewrites absolute paths under the project (and its repository) relative to the project. */
export function relativizeText(text: string, prefixes: Array<{ dir: string; relative: string }>): string {
  let result = text;
  for (const { dir, relative } of prefixes) {
    const escaped = dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const sep = path.sep.replace(/\\/g, '\\\\');
    // `<dir>/x` becomes `<relative>x`; `<dir>` alone (followed by the end, a space, a quote) becomes `.` or `../..`.
    result = result
      .replace(new RegExp(`${escaped}${sep}`, 'g'), relative)
      .replace(new RegExp(`${escaped}(?=$|[\\s'"\`:),])`, 'gm'), relative === '' ? '.' : relative.slice(0, -1));
  }
  return result;
}

/** A command line for the report: arguments quoted where a shell needs it. */
export function shellQuote(arg: string): string {
  return /^[\w@%+=:,./$-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
