/**
 * `npm run typecheck`: every workspace's tsconfig checked as `tsc --noEmit -p <workspace>` checks
 * it, one program each with its own options, in one process that parses each file once: the
 * programs share the files they have in common (the simulator's sources, the api-spec's generated
 * schema, @types/node, vitest...), which five tsc runs parsed and bound five times over. A file is
 * shared only between programs whose options parse and bind it alike.
 *
 *   node scripts/typecheck.mjs [tsconfig folder...]   (default: every workspace and scripts/bench)
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PROJECTS = ['api-spec', 'simulator', 'web', 'contracts', 'scripts/bench'];

/**
 * The options that change how a file is parsed or bound (what the language service's document
 * registry keys its shared files by). The JSX options matter to .tsx/.jsx files only.
 */
const SOURCE_OPTIONS = ts.optionDeclarations
  .filter((option) => option.affectsSourceFile || option.affectsBindDiagnostics)
  .map((option) => option.name);

const parsed = new Map();
const sharedHost = (options) => {
  const host = ts.createCompilerHost(options, true);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreate) => {
    const settings =
      typeof languageVersionOrOptions === 'object'
        ? languageVersionOrOptions
        : { languageVersion: languageVersionOrOptions };
    const jsx = /x$/.test(fileName);
    const key = JSON.stringify([
      fileName,
      settings.languageVersion,
      settings.impliedNodeFormat,
      settings.jsDocParsingMode,
      ...SOURCE_OPTIONS.map((name) => (!jsx && name.startsWith('jsx') ? null : options[name])),
    ]);
    let file = parsed.get(key);
    if (!file || shouldCreate) {
      file = read(fileName, languageVersionOrOptions, onError, shouldCreate);
      if (file) parsed.set(key, file);
    }
    return file;
  };
  return host;
};

const formatHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => ts.sys.newLine,
};

let failed = false;
for (const project of process.argv.slice(2).length > 0 ? process.argv.slice(2) : PROJECTS) {
  const configPath = resolve(ROOT, project, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.formatDiagnostic(diagnostic, formatHost));
      },
    },
  );
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    host: sharedHost(config.options),
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length > 0) {
    failed = true;
    process.stdout.write(
      ts.formatDiagnosticsWithColorAndContext(
        ts.sortAndDeduplicateDiagnostics(diagnostics),
        formatHost,
      ),
    );
    console.log(`${project}: ${diagnostics.length} error(s)`);
  } else {
    console.log(`${project}: no type errors`);
  }
}
process.exitCode = failed ? 1 : 0;
