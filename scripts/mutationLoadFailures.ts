/**
 * A vitest reporter for mutation runs only (vitest.mutation.config.ts): a test file that fails before any
 * of its tests runs (its import throws, or its paths cannot be generated because the mutated machine throws)
 * gets one failed test carrying that error. Stryker's vitest runner builds a mutant's verdict from the tests
 * it finds, and such a file has none, so without this a mutant the suite does catch (the file fails under
 * `vitest run`) is reported surviving (stryker-js issue 6150, open for runner 9.6.1).
 */
import type { Reporter, Vitest } from 'vitest/node';

type FileTask = ReturnType<Vitest['state']['getFiles']>[number];
type Task = FileTask['tasks'][number];

const holdsTests = (task: { tasks?: Task[]; type: string }): boolean =>
  task.type === 'test' || (task.tasks ?? []).some((child) => holdsTests(child as never));

export default class MutationLoadFailures implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || holdsTests(file)) continue;
      const loadFailure = {
        type: 'test',
        id: `${file.id}_load`,
        name: 'the test file loads',
        mode: 'run',
        file,
        suite: file,
        meta: {},
        result: { state: 'fail', errors: file.result.errors ?? [{ message: 'the test file failed before any test ran' }] },
      };
      file.tasks.push(loadFailure as unknown as Task);
    }
  }
}
