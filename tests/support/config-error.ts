import { ConfigError, loadConfig } from '../../server/config';

/** The ConfigError `env` makes loadConfig throw (any other outcome fails the test). */
export function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
