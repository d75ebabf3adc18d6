import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCli, UsageError, USAGE } from './cli';
import { ListenError, startSimulator } from './start';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  let options;
  try {
    options = parseCli(process.argv.slice(2), process.env, REPO_ROOT);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  const started = Date.now();
  let simulator;
  try {
    simulator = await startSimulator({
      ...options,
      validateResponses: false,
      prepareAll: true,
      ...(options.proxy ? { proxy: { ...options.proxy, log: (line) => console.log(line) } } : {}),
    });
  } catch (error) {
    if (!(error instanceof ListenError)) throw error;
    console.error(`Simulator failed to start: ${error.message}`);
    process.exit(error.code === 'EADDRINUSE' ? 3 : 1);
  }
  // One write, so whoever waits for the ready line gets the other lines with it.
  console.log(
    [
      `Simulator ready at ${simulator.url} (database ${options.db}, ${Date.now() - started} ms)`,
      ...(options.admin ? [`Admin console at ${simulator.url}/__admin`] : []),
      ...(options.webDir ? [`Web app at ${simulator.url}/`] : []),
      ...(simulator.proxy
        ? [
            `Operator API from ${simulator.proxy.upstream}${options.proxy?.recordDir ? `, recorded into ${options.proxy.recordDir}` : ''}; drift at ${simulator.url}/__admin/drift`,
          ]
        : []),
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Simulator stopping (${signal})`);
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Simulator failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
