// `npm start`: build what is missing or stale (the console, the server bundle), then run the
// compiled server with plain node. It migrates, seeds demo data into an empty database and serves
// everything on :8080. SIGTERM, SIGINT and SIGHUP are passed to the server, and this launcher
// exits with the server's exit code, so stopping `npm start` never leaves a server behind.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { bin, consoleBuildIsStale, root, run, serverEnv } from './lib.mjs';
import { buildServer, SERVER_BUNDLE, serverBuildIsStale } from './buildServer.mjs';

// A STATIC_DIR of its own means someone else's console build is served: nothing to build here.
if (!process.env.STATIC_DIR && consoleBuildIsStale()) {
  console.log('Building the console…');
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}
if (serverBuildIsStale()) {
  console.log('Building the server…');
  await buildServer();
}

const server = spawn(process.execPath, [path.relative(root, SERVER_BUNDLE)], { cwd: root, stdio: 'inherit', env: serverEnv() });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  // The server may already have it (Ctrl+C reaches the whole process group); it stops only once.
  process.on(signal, () => server.kill(signal));
}
server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  // Killed by a signal it did not handle: the shell convention, 128 + the signal's number.
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
