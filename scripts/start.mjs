// `npm start`: build the console when it is missing or stale, then start the server, which
// migrates, seeds demo data into an empty database and serves everything on :8080.
import { bin, consoleBuildIsStale, run, serverEnv } from './lib.mjs';

if (consoleBuildIsStale()) {
  console.log('Building the console…');
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}
process.exit(await run(bin('tsx'), ['server/main.ts'], { env: serverEnv() }));
