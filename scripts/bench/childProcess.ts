/**
 * The servers of `npm run bench` run in child processes, so that autocannon (in the parent) and the
 * server under test never share an event loop. A child reports its port over IPC and stops on SIGTERM;
 * the parent stops every child it started, also when it fails.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { ROOT } from './root.ts';

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const running = new Set<ChildProcess>();

process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** In a child: tells the parent the port, and closes the server on SIGTERM. */
export function reportListening(server: Server, close: () => Promise<unknown>): void {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ port });
  process.once('SIGTERM', () => {
    void close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

/** In the parent: starts a child server script and waits for its port. */
export async function startServer(script: string, env: Record<string, string>): Promise<RunningServer> {
  const child = fork(script, [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${script} did not listen within ${STARTUP_TIMEOUT_MS / 1000} s`)), STARTUP_TIMEOUT_MS);
      child.once('message', (message) => {
        clearTimeout(timer);
        resolve((message as { port: number }).port);
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`${script} exited before listening`));
      });
    });
    return { url: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
