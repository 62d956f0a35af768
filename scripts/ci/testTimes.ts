/**
 * A vitest reporter for CI (.ci/run): where the test time went, per project and for the slowest files,
 * each file's time counting its setup, its import (path suites generate their paths there) and its
 * hooks (a browser test starts its shop and Chromium there), which vitest's JSON report leaves out.
 * Each project's wall time (its first file's start to its last file's end) is printed beside the sum:
 * files run two at a time, and projects overlap. CI's time budget (40 minutes, issue 25) is kept by reading it.
 */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface FileTime {
  project: string;
  file: string;
  seconds: number;
}

interface ProjectSpan {
  firstStart: number;
  lastEnd: number;
}

const line = (seconds: number, text: string) => `${seconds.toFixed(0).padStart(6)} s  ${text}`;

/**
 * A file's own time. In a browser project vitest counts the wait for a free browser page in the file's
 * prepare time (the Chromium paths summed to 3,633 s in a run that took 300 s), so that part is left out there.
 */
function fileMilliseconds(module: TestModule): number {
  const { environmentSetupDuration, prepareDuration, setupDuration, collectDuration, duration } = module.diagnostic();
  const inBrowser = module.project.config.browser.enabled;
  return environmentSetupDuration + (inBrowser ? 0 : prepareDuration) + setupDuration + collectDuration + duration;
}

export default class TestTimes implements Reporter {
  private readonly files: FileTime[] = [];
  private readonly spans = new Map<string, ProjectSpan>();

  onTestModuleStart(module: TestModule): void {
    const project = module.project.name;
    if (!this.spans.has(project)) this.spans.set(project, { firstStart: Date.now(), lastEnd: Date.now() });
  }

  onTestModuleEnd(module: TestModule): void {
    const project = module.project.name;
    this.files.push({ project, file: relative(process.cwd(), module.moduleId), seconds: fileMilliseconds(module) / 1000 });
    const span = this.spans.get(project);
    if (span) span.lastEnd = Date.now();
  }

  onTestRunEnd(): void {
    const byProject = new Map<string, { seconds: number; files: number }>();
    for (const { project, seconds } of this.files) {
      const sum = byProject.get(project) ?? { seconds: 0, files: 0 };
      byProject.set(project, { seconds: sum.seconds + seconds, files: sum.files + 1 });
    }
    console.log('\nTest time per project: its files summed (setup, import and hooks included), and its wall time from first start to last end:');
    for (const [project, sum] of [...byProject].sort((a, b) => b[1].seconds - a[1].seconds)) {
      const span = this.spans.get(project);
      const wall = span ? `, wall ${((span.lastEnd - span.firstStart) / 1000).toFixed(0)} s` : '';
      console.log(line(sum.seconds, `${project} (${sum.files} files${wall})`));
    }
    console.log('Slowest files:');
    for (const { project, file, seconds } of [...this.files].sort((a, b) => b.seconds - a.seconds).slice(0, 20)) console.log(line(seconds, `${project}  ${file}`));
  }
}
