/**
 * The real server as a child process on loopback, over a database that outlives it: a PGlite data
 * directory in a temporary folder, or a fresh PostgreSQL database made for the run and dropped after.
 * The shop can be killed with SIGKILL and started again on the same data; every process it starts is
 * in its own process group, and the group is killed when the shop stops, even after a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createScratchDatabase } from '../../server/db/scratchDatabase.ts';

const ROOT = new URL('../../', import.meta.url);
const STARTUP_LIMIT_MS = 90_000;
/** Lines of the server's output kept to explain a failure. */
const OUTPUT_LINES_KEPT = 200;

export type DatabaseKind = 'pglite' | 'postgres';

/** Runs SQL on the shop's database from the test process (for PGlite, only while the server is down). */
export type DirectQuery = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface StressDatabase {
  kind: DatabaseKind;
  /** The server's environment for this database. */
  env: Record<string, string>;
  direct<T>(use: (query: DirectQuery) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

export function postgresAdminUrl(): string | null {
  return process.env.TEST_DATABASE_URL?.trim() || null;
}

export function stressDatabaseKinds(): DatabaseKind[] {
  if (postgresAdminUrl()) return ['pglite', 'postgres'];
  console.warn('stress: TEST_DATABASE_URL is not set, so the PostgreSQL runs are skipped (CI sets it)');
  return ['pglite'];
}

export async function createStressDatabase(kind: DatabaseKind): Promise<StressDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-stress-'));
    return {
      kind,
      env: { DATA_DIR: dataDir },
      direct: async (use) => {
        const client = new PGlite(dataDir);
        try {
          return await use(async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows);
        } finally {
          await client.close();
        }
      },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error('The PostgreSQL runs need TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(adminUrl, 'stress');
  return {
    kind,
    env: { DATABASE_URL: scratch.url },
    direct: (use) => withPgClient(scratch.url, (client) => use(async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[])),
    drop: scratch.drop,
  };
}

async function withPgClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('No free port');
  return address.port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every process group started here, killed when the test process exits however it ends. */
const liveGroups = new Set<number>();
process.once('exit', () => {
  for (const group of liveGroups) killGroup(group);
});

function killGroup(group: number): void {
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
}

export class StressShop {
  readonly url: string;
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private exitStatus: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  private output: string[] = [];
  private running = false;
  private starts = 0;

  private constructor(
    readonly database: StressDatabase,
    private readonly port: number,
    private readonly extraEnv: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async open(database: StressDatabase, extraEnv: Record<string, string> = {}): Promise<StressShop> {
    return new StressShop(database, await freePort(), extraEnv);
  }

  /** The node process serving (no npm or npx in between), for reading its memory. */
  get pid(): number {
    if (!this.child?.pid) throw new Error('The shop is not running');
    return this.child.pid;
  }

  /** Starts the server on the shop's data and waits until /api/health answers. */
  async start(): Promise<void> {
    this.launch();
    await this.untilHealthy();
  }

  /** Starts the server without waiting for it, so that it can be killed while it starts. */
  launch(): void {
    if (this.child) throw new Error('The shop is running already');
    this.starts += 1;
    const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...inherited, PORT: String(this.port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...this.database.env, ...this.extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    if (!child.pid) throw new Error('The server could not be started');
    liveGroups.add(child.pid);
    this.child = child;
    this.running = true;
    const start = this.starts;
    // Whole lines only: a chunk may end inside a line, whose start waits for the next chunk.
    const keepLines = () => {
      let partial = '';
      return (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines.filter(Boolean)) this.output.push(`[start ${start}] ${line}`);
        this.output.splice(0, Math.max(0, this.output.length - OUTPUT_LINES_KEPT));
      };
    };
    child.stdout?.on('data', keepLines());
    child.stderr?.on('data', keepLines());
    this.exitStatus = null;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => {
      this.running = false;
      this.exitStatus = { code, signal };
      resolve();
    }));
  }

  private async untilHealthy(): Promise<void> {
    const deadline = Date.now() + STARTUP_LIMIT_MS;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`The server exited while starting:\n${this.recentOutput()}`);
      const healthy = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then((reply) => reply.ok, () => false);
      if (healthy) return;
      await sleep(50);
    }
    throw new Error(`The server did not answer /api/health within ${STARTUP_LIMIT_MS / 1000} s:\n${this.recentOutput()}`);
  }

  /** SIGKILL to the server's whole process group; resolves once the server has exited. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    killGroup(child.pid);
    await this.exited;
    liveGroups.delete(child.pid);
    this.child = null;
  }

  /** Sends a signal to the node process alone (as a service manager's stop would) and waits until it has exited. */
  async signal(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    process.kill(this.pid, signal);
    return this.untilExit();
  }

  /** Waits until the server process exits by itself; its exit code, or the signal that ended it. */
  async untilExit(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const child = this.child;
    if (!child?.pid) throw new Error('The shop is not running');
    await this.exited;
    // Whatever the server started in its group goes with it.
    killGroup(child.pid);
    liveGroups.delete(child.pid);
    this.child = null;
    return this.exitStatus!;
  }

  /** How many lines matching `pattern` the server has printed so far. */
  countOutput(pattern: RegExp): number {
    return this.output.filter((printed) => pattern.test(printed)).length;
  }

  /** Waits until the server prints its `occurrence`-th line matching `pattern` (stdout or stderr), and returns it. */
  async untilOutput(pattern: RegExp, occurrence = 1): Promise<string> {
    const deadline = Date.now() + STARTUP_LIMIT_MS;
    while (Date.now() < deadline) {
      const line = this.output.filter((printed) => pattern.test(printed))[occurrence - 1];
      if (line) return line;
      if (!this.running) break;
      await sleep(20);
    }
    throw new Error(`The server did not print ${pattern}:\n${this.recentOutput()}`);
  }

  /** The server's resident memory in bytes, from /proc. */
  residentBytes(): number {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    if (!kilobytes) throw new Error(`No VmRSS in /proc/${this.pid}/status`);
    return Number(kilobytes) * 1024;
  }

  /** The last lines the server printed (warnings and errors only, at LOG_LEVEL=warn). */
  recentOutput(): string {
    return this.output.join('\n');
  }

  /** Kills the server and removes its database. */
  async destroy(): Promise<void> {
    await this.kill();
    await this.database.drop();
  }
}
