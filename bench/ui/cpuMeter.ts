import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { cpuMs } from '../load.ts';

/**
 * Where a step's CPU went (Linux): milliseconds of CPU used by Chromium's renderers, its browser
 * process, its other processes (GPU, network), the API server and everything else on the machine,
 * and how long the machine's cores stood idle. On this 2-core machine a cold open leaves the cores
 * idle for well under a tenth of its time: then the step is as long as the CPU it needs, and
 * only less work makes it shorter (docs/DECISIONS.md, "Measuring the console").
 */
export interface StepCpu {
  renderer: number;
  browser: number;
  chromiumOther: number;
  server: number;
  rest: number;
  idle: number;
}

type Sample = { byKind: Record<string, number>; busy: number; idle: number };

/** Busy and idle CPU of the whole machine since boot, ms. */
function machineTicks(): { busy: number; idle: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  return { busy: (user + nice + system + irq + softirq + steal) * 10, idle: (idle + iowait) * 10 };
}

/** Chromium's processes by kind ("renderer", "gpu-process", "utility", "browser"). */
function chromiumProcesses(): { pid: number; kind: string }[] {
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  return lines.flatMap((line) => {
    const match = /^\s*(\d+)\s+(\S*chromium\S*)(.*)$/.exec(line);
    if (!match) return [];
    return [{ pid: Number(match[1]), kind: /--type=(\S+)/.exec(match[3]!)?.[1] ?? 'browser' }];
  });
}

/** `serverPids`: the API servers' processes (the console's and the floor page's), counted together as "server". */
export function cpuMeter(serverPids: number | readonly (number | undefined)[] | undefined) {
  const servers = (Array.isArray(serverPids) ? serverPids : [serverPids]).filter((pid): pid is number => typeof pid === 'number');
  const sample = (): Sample => {
    const byKind: Record<string, number> = {};
    for (const { pid, kind } of chromiumProcesses()) byKind[kind] = (byKind[kind] ?? 0) + cpuMs(pid);
    byKind.server = servers.reduce((sum, pid) => sum + cpuMs(pid), 0);
    return { byKind, ...machineTicks() };
  };
  return {
    start: sample,
    /** What was used since `from` (processes that ended in between are left out). */
    since(from: Sample): StepCpu {
      const to = sample();
      const used = (kind: string) => Math.max(0, Math.round((to.byKind[kind] ?? 0) - (from.byKind[kind] ?? 0)));
      const renderer = used('renderer');
      const browser = used('browser');
      const server = used('server');
      const chromiumOther = Object.keys(to.byKind)
        .filter((kind) => !['renderer', 'browser', 'server'].includes(kind))
        .reduce((sum, kind) => sum + used(kind), 0);
      const busy = Math.round(to.busy - from.busy);
      return { renderer, browser, chromiumOther, server, rest: Math.max(0, busy - renderer - browser - chromiumOther - server), idle: Math.round(to.idle - from.idle) };
    },
  };
}
