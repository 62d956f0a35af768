/** Markdown tables, for the terminal and for docs/benchmarks.md alike. */
export function markdownTable(headings: readonly string[], rows: readonly (readonly string[])[], rightAligned: readonly number[] = []): string {
  const widths = headings.map((heading, column) => Math.max(heading.length, ...rows.map((row) => (row[column] ?? '').length)));
  const pad = (text: string, column: number) =>
    rightAligned.includes(column) ? text.padStart(widths[column]!) : text.padEnd(widths[column]!);
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => pad(cell, column)).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (rightAligned.includes(column) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(headings), rule, ...rows.map(line)].join('\n');
}

/** 1 KB = 1000 bytes, as vite and Chromium's DevTools count. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
