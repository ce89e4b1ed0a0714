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
  let dir = rootDir;
  for (let depth = 0; depth < 4; depth++) {
    if (fs.existsSync(path.join(dir, '.git'))) break;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    if (!fs.existsSync(path.join(parent, 'package.json')) && !fs.existsSync(path.join(parent, '.git'))) break;
    dir = parent;
    prefixes.push({ dir, relative: `${relativePath(rootDir, dir)}/` });
  }
  return prefixes;
}

/** Rewrites absolute paths under the project (and its repository) relative to the project. */
export function relativizeText(text: string, prefixes: Array<{ dir: string; relative: string }>): string {
  let result = text;
  for (const { dir, relative } of prefixes) {
    result = result.split(`${dir}${path.sep}`).join(relative === '' ? '' : relative);
  }
  return result;
}

/** A command line for the report: arguments quoted where a shell needs it. */
export function shellQuote(arg: string): string {
  return /^[\w@%+=:,./$-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
