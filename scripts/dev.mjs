// `npm run dev`: the API server on API_PORT (8080) and Vite's dev server on :5173 with hot reload.
import { spawn } from 'node:child_process';
import { bin, root, serverEnv } from './lib.mjs';

const apiPort = process.env.API_PORT ?? '8080';
const children = [
  spawn(bin('tsx'), ['watch', 'server/main.ts'], { cwd: root, stdio: 'inherit', env: { ...serverEnv(), PORT: apiPort } }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
