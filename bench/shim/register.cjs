// Runs a TypeScript bench script with the @swc/core the repo already has: node bench/shim/register.cjs <script.ts>
const { transformFileSync } = require('@swc/core');
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformFileSync(filename, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require(require('node:path').resolve(process.argv[2]));
