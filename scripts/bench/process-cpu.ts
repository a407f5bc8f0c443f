// CPU time of a server and its PostgreSQL, read from /proc (Linux): what a request costs, which
// unlike requests per second does not depend on what else the machine is doing.
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

type Stat = { pid: number; ppid: number; comm: string; ownTicks: number; childTicks: number };

function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may hold spaces: the fields follow the last ")".
    const comm = text.slice(text.indexOf("(") + 1, text.lastIndexOf(")"));
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const n = (i: number) => Number(fields[i] ?? 0);
    // After the name: state, ppid, pgrp, …; utime, stime, cutime, cstime are the 14th to 17th fields.
    return { pid, ppid: n(1), comm, ownTicks: n(11) + n(12), childTicks: n(13) + n(14) };
  } catch {
    return null; // it exited meanwhile
  }
}

export type CpuSample = { serverMs: number; postgresMs: number };

/**
 * CPU time used so far by the process tree under `rootPid`: its Node.js processes, and its
 * PostgreSQL (the postmaster, its backends, and backends that exited and were reaped).
 */
export function sampleCpu(rootPid: number): CpuSample {
  const stats = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readStat(Number(name)) ?? []);
  const children = new Map<number, Stat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  let server = 0;
  let postgres = 0;
  const visit = (stat: Stat) => {
    if (stat.comm === "postgres") postgres += stat.ownTicks + stat.childTicks;
    else server += stat.ownTicks;
    for (const child of children.get(stat.pid) ?? []) visit(child);
  };
  const root = stats.find((stat) => stat.pid === rootPid);
  if (root) visit(root);
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
  return { serverMs: ms(server), postgresMs: ms(postgres) };
}

/** CPU milliseconds per request between two samples. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): CpuSample {
  const per = (ms: number) => (requests > 0 ? ms / requests : 0);
  return { serverMs: per(after.serverMs - before.serverMs), postgresMs: per(after.postgresMs - before.postgresMs) };
}
