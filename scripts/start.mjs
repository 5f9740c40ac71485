// `npm start`: build what is missing or stale (the console, the server bundle), then run the
// compiled server with plain node. It migrates, seeds demo data into an empty database (see SEED in
// the README) and serves everything on :8080. SIGTERM, SIGINT and SIGHUP are passed to the server,
// and this launcher exits with the server's exit code, so stopping `npm start` never leaves a
// server behind.
//
// `kill -TERM` on npm itself: npm 11 passes the signal to the shell it runs this script in, the
// shell dies of it, and this launcher (reparented) would never hear of it. So under npm the
// launcher watches its parent: once that is gone, it stops the server as on SIGTERM. The server in
// turn stops when this launcher goes away, even killed with SIGKILL (its IPC channel closes).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { bin, consoleBuildIsStale, root, run, serverEnv } from './lib.mjs';
import { buildServer, SERVER_BUNDLE, serverBuildIsStale } from './buildServer.mjs';

/** @type {import('node:child_process').ChildProcess | null} */
let server = null;
const exitCodeOf = (signal) => 128 + (os.constants.signals[signal] ?? 0);
const stop = (signal) => {
  // Before the server runs there is only a build to abandon.
  if (server) server.kill(signal);
  else process.exit(exitCodeOf(signal));
};
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  // The server may already have it (Ctrl+C reaches the whole process group); it stops only once.
  process.on(signal, () => stop(signal));
}
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    console.error('npm start: npm has gone away, stopping the server');
    stop('SIGTERM');
  }, 200);
  watch.unref();
}

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

server = spawn(process.execPath, [path.relative(root, SERVER_BUNDLE)], { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: serverEnv() });
server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  // Killed by a signal it did not handle: the shell convention, 128 + the signal's number.
  process.exit(code ?? exitCodeOf(signal));
});
