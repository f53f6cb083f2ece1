/*
 * Runs src/main.ts in a child process, as `npm start` runs the built API, for tests that kill it
 * (SIGKILL) and start another. TypeScript is transpiled file by file as ts-jest does here
 * (isolatedModules), and @sabil/contracts is read from its source as jest.config.js maps it.
 */
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const ts = require('typescript');

const src = path.resolve(__dirname, '..');
const contracts = path.resolve(src, '../../contracts/src/index.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === '@sabil/contracts' ? contracts : request, ...rest);
};
Module._extensions['.ts'] = function (module, filename) {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
    fileName: filename,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      experimentalDecorators: true,
      emitDecoratorMetadata: true,
      esModuleInterop: true,
      useDefineForClassFields: false,
      isolatedModules: true,
    },
  });
  module._compile(outputText, filename);
};
require('reflect-metadata');
require(path.join(src, 'main.ts'));
