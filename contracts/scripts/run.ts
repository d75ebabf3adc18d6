import type { CommandOptions, Env } from '../src/broker';

/** Runs a broker command as a script: its exit code, or its failure's reason (no stack) and 1. */
export async function run(
  command: (env: Env, options?: CommandOptions) => Promise<number>,
): Promise<never> {
  try {
    process.exit(await command(process.env));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
