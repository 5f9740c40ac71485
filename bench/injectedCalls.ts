import type { FastifyInstance } from 'fastify';
import { median } from './stats.ts';

/** A call a bench times: its label, method, URL and JSON body (if any). */
export type TimedCall = [name: string, method: 'GET' | 'POST', url: string, body?: unknown];

/**
 * Each call `iterations` times in a row through `app.inject` as the signed-in admin (no network):
 * its median and p95 in ms, rounded to `decimals` places. A call that does not answer 200 stops the bench.
 */
export async function timeInjectedCalls(app: Pick<FastifyInstance, 'inject'>, token: string, calls: TimedCall[], iterations: number, decimals: number) {
  const scale = 10 ** decimals;
  const results: Record<string, { medianMs: number; p95Ms: number }> = {};
  for (const [name, method, url, body] of calls) {
    const samples: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const t = performance.now();
      const res = await app.inject({ method, url, headers: { 'x-auth-token': token }, ...(body ? { payload: body as object } : {}) });
      samples.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    }
    samples.sort((a, b) => a - b);
    results[name] = { medianMs: Math.round(median(samples) * scale) / scale, p95Ms: Math.round(samples[Math.floor(samples.length * 0.95)]! * scale) / scale };
  }
  return results;
}
