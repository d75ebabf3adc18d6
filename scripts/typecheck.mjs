/**
 * `npm run typecheck`: every workspace's tsconfig checked as `tsc --noEmit -p <workspace>` checks
 * it, one program each with its own options, in one process that parses each file once: the
 * programs share the files they have in common (the simulator's sources, the api-spec's generated
 * schema, @types/node, vitest...), which five tsc runs parsed and bound five times over. A file is
 * shared only between programs whose options parse and bind it alike. Each file's body is checked
 * once, by the program whose tsconfig lists it (below).
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

const configOf = (project) =>
  ts.getParsedCommandLineOfConfigFile(
    resolve(ROOT, project, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.formatDiagnostic(diagnostic, formatHost));
      },
    },
  );

/**
 * Which program checks a file: the one whose tsconfig lists it. A program that reaches another
 * workspace's sources through its imports (web and contracts import the simulator's) reads their
 * types but leaves their bodies to their own program, as project references would; a file no
 * tsconfig lists is checked wherever it is reached.
 */
const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : PROJECTS;
const configs = new Map(chosen.map((project) => [project, configOf(project)]));
const ownerOf = new Map();
for (const [project, config] of configs) {
  for (const file of config.fileNames) if (!ownerOf.has(file)) ownerOf.set(file, project);
}

let failed = false;
for (const [project, config] of configs) {
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    host: sharedHost(config.options),
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
  });
  const checked = (file) => (ownerOf.get(file.fileName) ?? project) === project;
  const diagnostics = [
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program
      .getSourceFiles()
      .filter(checked)
      .flatMap((file) => [
        ...program.getSyntacticDiagnostics(file),
        ...program.getSemanticDiagnostics(file),
      ]),
  ];
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
