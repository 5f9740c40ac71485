import path from 'node:path';
import { build, type Rollup } from 'vite';
import { blueprintProductionEnv } from '../../scripts/vite/blueprintPatches.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Bundles a module that asks Blueprint's own `isNodeEnv` whether this is a production build, with
 * or without the plugin, and runs the bundle: what Blueprint's class components see when they
 * decide to run their development checks (`validateProps`) at every construction and update.
 */
async function blueprintSeesProduction(plugins: ReturnType<typeof blueprintProductionEnv>[]): Promise<boolean> {
  const entry = 'virtual:is-production';
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      ...plugins,
      {
        name: 'entry',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) => (id === entry ? "import { isNodeEnv } from '@blueprintjs/core/lib/esm/common/utils/jsUtils.js';\nexport const production = isNodeEnv('production');" : null),
      },
    ],
    build: { write: false, minify: false, rolldownOptions: { input: entry, preserveEntrySignatures: 'strict', output: { format: 'es' } } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = (Array.isArray(output) ? output[0]! : output).output[0];
  const module = (await import(`data:text/javascript,${encodeURIComponent(chunk.code)}`)) as { production: boolean };
  return module.production;
}

describe("Blueprint's production flag in the build (scripts/vite/blueprintPatches.ts)", () => {
  it('tells Blueprint it runs in production, so its class components skip their development checks', async () => {
    expect(await blueprintSeesProduction([blueprintProductionEnv()])).toBe(true);
    // what the console's build was without it: Blueprint reads a bare NODE_ENV no bundler sets by itself
    expect(await blueprintSeesProduction([])).toBe(false);
  }, 60_000);
});
