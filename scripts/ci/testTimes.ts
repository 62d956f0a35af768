/**
 * A vitest reporter for CI (.ci/run): where the test time went, per project and for the slowest files,
 * each file's time counting its setup, its import (path suites generate their paths there) and its
 * hooks (a browser test starts its shop and Chromium there), which vitest's JSON report leaves out.
 * CI's time budget (40 minutes, issue 25) is kept by reading it.
 */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface FileTime {
  project: string;
  file: string;
  seconds: number;
}

const line = (seconds: number, text: string) => `${seconds.toFixed(0).padStart(6)} s  ${text}`;

export default class TestTimes implements Reporter {
  private readonly files: FileTime[] = [];

  onTestModuleEnd(module: TestModule): void {
    const { environmentSetupDuration, prepareDuration, setupDuration, collectDuration, duration } = module.diagnostic();
    const milliseconds = environmentSetupDuration + prepareDuration + setupDuration + collectDuration + duration;
    this.files.push({ project: module.project.name, file: relative(process.cwd(), module.moduleId), seconds: milliseconds / 1000 });
  }

  onTestRunEnd(): void {
    const byProject = new Map<string, { seconds: number; files: number }>();
    for (const { project, seconds } of this.files) {
      const sum = byProject.get(project) ?? { seconds: 0, files: 0 };
      byProject.set(project, { seconds: sum.seconds + seconds, files: sum.files + 1 });
    }
    console.log('\nTest time per project, setup, import and hooks included (files run two at a time outside the Chromium projects):');
    for (const [project, sum] of [...byProject].sort((a, b) => b[1].seconds - a[1].seconds)) console.log(line(sum.seconds, `${project} (${sum.files} files)`));
    console.log('Slowest files:');
    for (const { project, file, seconds } of [...this.files].sort((a, b) => b.seconds - a.seconds).slice(0, 20)) console.log(line(seconds, `${project}  ${file}`));
  }
}
