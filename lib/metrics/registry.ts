// What an operator watches, in the Prometheus text format (GET /metrics, lib/metrics/serve-metrics.ts):
// requests by route pattern, method and status with their latency; background tasks by name;
// the database pool; uploads in flight and bytes received; the process defaults.
// One registry per process, in the process-wide holder (lib/process-wide.ts): the server in front
// of Next.js and the routes bundled into Next.js each load their own copy of this module, and must
// count into the same metrics.
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { dbPool, dbPoolStats } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { processWide } from "@/lib/process-wide";

function build() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "hireready_" });
  const pool = (field: "inUse" | "idle" | "waiting") =>
    function (this: Gauge) {
      this.set(dbPoolStats()?.[field] ?? 0);
    };
  return {
    registry,
    httpRequests: new Counter({
      name: "hireready_http_requests_total",
      help: "Requests answered, by route pattern, method and status.",
      labelNames: ["route", "method", "status"] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "hireready_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route pattern, method and status.",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    tasksQueued: new Gauge({
      name: "hireready_tasks_queued",
      help: "Background tasks waiting to run (created or due for a retry), by task name, across every worker.",
      labelNames: ["task"] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          const { rows } = await dbPool().query<{ name: string; queued: string }>(
            "select name, count(*)::text as queued from pgboss.job where state in ('created', 'retry') group by name",
          );
          for (const row of rows) this.set({ task: row.name }, Number(row.queued));
        } catch (error) {
          // No queue schema yet, or the database is away: the other metrics still answer.
          logger().debug({ err: error }, "queued tasks could not be counted");
        }
      },
    }),
    tasksRunning: new Gauge({
      name: "hireready_tasks_running",
      help: "Background tasks running in this process, by task name.",
      labelNames: ["task"] as const,
      registers: [registry],
    }),
    tasksCompleted: new Counter({
      name: "hireready_tasks_completed_total",
      help: "Background task runs that finished, by task name.",
      labelNames: ["task"] as const,
      registers: [registry],
    }),
    tasksFailed: new Counter({
      name: "hireready_tasks_failed_total",
      help: "Background task runs that failed (each attempt), by task name.",
      labelNames: ["task"] as const,
      registers: [registry],
    }),
    taskDuration: new Histogram({
      name: "hireready_task_duration_seconds",
      help: "How long background task runs took, by task name and outcome.",
      labelNames: ["task", "outcome"] as const,
      buckets: [0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900],
      registers: [registry],
    }),
    dbPoolInUse: new Gauge({ name: "hireready_db_pool_in_use", help: "Database connections lent out.", registers: [registry], collect: pool("inUse") }),
    dbPoolIdle: new Gauge({ name: "hireready_db_pool_idle", help: "Database connections open and idle.", registers: [registry], collect: pool("idle") }),
    dbPoolWaiting: new Gauge({
      name: "hireready_db_pool_waiting",
      help: "Queries waiting for a database connection.",
      registers: [registry],
      collect: pool("waiting"),
    }),
    uploadsInFlight: new Gauge({ name: "hireready_uploads_in_flight", help: "Uploads being received now.", registers: [registry] }),
    uploadBytes: new Counter({ name: "hireready_upload_bytes_received_total", help: "Bytes of uploaded files received.", registers: [registry] }),
  };
}

export type Metrics = ReturnType<typeof build>;

export function metrics(): Metrics {
  return processWide("metrics", build);
}

/** Task runs counted in another process this one answers for, as taskRunMetrics() gives them (null when it cannot say). */
export type MetricsSource = () => Promise<object[] | null>;

/** The worker process an app server starts (scripts/serve.ts): its task runs are scraped with the server's metrics. */
export function addMetricsSource(source: MetricsSource): void {
  processWide("metrics-sources", () => [] as MetricsSource[]).push(source);
}

/** What a worker counts of its task runs, as JSON for the app server that started it (scripts/worker.ts). */
export async function taskRunMetrics(): Promise<object[]> {
  const m = metrics();
  return Promise.all([m.tasksRunning, m.tasksCompleted, m.tasksFailed, m.taskDuration].map((metric) => metric.get()));
}

/** This process's metrics in the Prometheus text format, its sources' task runs added to its own. */
export async function metricsText(): Promise<string> {
  const { registry } = metrics();
  const sources = processWide("metrics-sources", () => [] as MetricsSource[]);
  const others = (await Promise.all(sources.map((source) => source()))).filter((found): found is object[] => found !== null);
  if (others.length === 0) return registry.metrics();
  // Merged one by one, the figures of this process alone stay as they are: its start time too, which prom-client would leave out.
  const own = (await registry.getMetricsAsJSON()).map((metric) => (metric.aggregator === "omit" ? { ...metric, aggregator: "first" as const } : metric));
  return AggregatorRegistry.aggregate([own, ...others]).metrics();
}
