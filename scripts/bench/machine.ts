/** The machine a benchmark ran on, printed with every table and written with the results. */
import { cpus, loadavg, release, totalmem, type } from 'node:os';

export function describeMachine(): string {
  const processors = cpus();
  const model = processors[0]?.model.trim() ?? 'unknown CPU';
  const memoryGiB = (totalmem() / 1024 ** 3).toFixed(1);
  const load = loadavg().map((value) => value.toFixed(2)).join(' / ');
  return `${model}, ${processors.length} cores, ${memoryGiB} GiB memory, ${type()} ${release()}, Node ${process.version}; load average (1/5/15 min) at start: ${load}`;
}
