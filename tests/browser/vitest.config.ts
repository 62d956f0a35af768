import { defineConfig } from 'vitest/config';
import { browserPaths } from './project.ts';

/** The browser paths alone (npm run atlas runs them so; CI runs them as a project of vitest.config.ts). */
export default defineConfig({ test: { projects: [browserPaths] } });
