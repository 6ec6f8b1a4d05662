import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-process.mjs';

const scripts = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('how Node runs the server', () => {
  it.each(['start', 'demo'])(
    'npm run %s gives Node the flags and environment the benchmarks and journeys use',
    (name) => {
      const script = scripts[name] ?? '';
      expect(script).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} dist/node/server/main.js`);
      for (const [variable, value] of Object.entries(SERVER_ENV)) {
        // A value already in the environment wins: the operator's choice.
        expect(script).toContain(`${variable}=\${${variable}:-${value}}`);
      }
    },
  );
});
