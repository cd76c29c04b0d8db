import { defineConfig } from 'vitest/config';

/** `npm run test:topology`: the compose topology as processes (needs a build, nginx and redis-server). */
export default defineConfig({
  test: {
    include: ['tests/topology/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 240_000,
    pool: 'forks',
  },
});
