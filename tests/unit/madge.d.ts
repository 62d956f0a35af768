/** The part of madge's API (it ships no types) that tests/unit/importRules.test.ts uses. */
declare module 'madge' {
  interface MadgeResult {
    /** Every module and the modules it imports, by path relative to baseDir. */
    obj(): Record<string, string[]>;
    /** Every import cycle, as the modules along it. */
    circular(): string[][];
  }
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string;
  }
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
