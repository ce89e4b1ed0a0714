import * as fs from 'node:fs';
import * as path from 'node:path';
import type { TSESLint } from '@typescript-eslint/utils';
import { recommendedFlat, recommendedLegacy } from './configs';
import { rules } from '../rules';

/** The package's own package.json, found from here whether this runs from `lib/` or `dist/lib/`. */
function ownPackage(): { name: string; version: string } {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate)) {
      const json = JSON.parse(fs.readFileSync(candidate, 'utf8')) as { name?: string; version?: string };
      if (json.name === 'eslint-plugin-dispatch-lag') return { name: json.name, version: json.version ?? '0.0.0' };
    }
    if (path.dirname(dir) === dir) return { name: 'eslint-plugin-dispatch-lag', version: '0.0.0' };
  }
}

const plugin = {
  meta: ownPackage(),
  rules,
  configs: {} as {
    recommended: TSESLint.FlatConfig.Config;
    'recommended-legacy': TSESLint.ClassicConfig.Config;
  },
};
plugin.configs.recommended = recommendedFlat(plugin);
plugin.configs['recommended-legacy'] = recommendedLegacy();

// `export =` so that eslintrc's require() and an ESM default import both get the plugin itself.
export = plugin;
