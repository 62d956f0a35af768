/**
 * The three layers that run a machine's paths: the machine alone (tests/model, measured again here),
 * the screens in happy-dom (tests/ui) and the same screens in Chromium (tests/browser). What each
 * reached is kept as the transitions it did NOT reach, per machine (docs/atlas/layers.json): the
 * suites fail on any not on their explained lists, so that list changes only with the machines.
 */
export const LAYERS = ['machine', 'screens', 'browser'] as const;
export type Layer = (typeof LAYERS)[number];

/** Per machine id, per layer, the transition ids not reached; a layer missing for a machine was not run. */
export type LayerGaps = Record<string, Partial<Record<Layer, string[]>>>;

/** What a layer's run recorded for one machine (tests/ui/atlasRecord.ts). */
export interface LayerRecord {
  layer: Layer;
  machine: string;
  transitions: string[];
}

/** The layers' gaps from their records: per machine, the inventory's transitions no record of the layer names. */
export function gapsFromRecords(inventory: Record<string, readonly string[]>, records: readonly LayerRecord[]): LayerGaps {
  const gaps: LayerGaps = {};
  for (const [machine, transitions] of Object.entries(inventory)) {
    for (const layer of LAYERS) {
      const mine = records.filter((record) => record.machine === machine && record.layer === layer);
      if (!mine.length) continue;
      const reached = new Set(mine.flatMap((record) => record.transitions));
      (gaps[machine] ??= {})[layer] = transitions.filter((id) => !reached.has(id));
    }
  }
  return gaps;
}

/** The layers that reached a transition; a layer not run for the machine reached nothing. */
export function layersReaching(gaps: LayerGaps, machine: string, transition: string): Layer[] {
  return LAYERS.filter((layer) => {
    const missing = gaps[machine]?.[layer];
    return missing !== undefined && !missing.includes(transition);
  });
}

export interface LayerStyle {
  /** The colour of the edge and its label. */
  color: string;
  /** What the colour says, for the legend. */
  meaning: string;
}

/** The colour of a transition by the layers that reached it: the deepest layer counts. */
export function layerStyle(reached: readonly Layer[]): LayerStyle {
  if (reached.includes('browser') && reached.includes('screens') && reached.includes('machine')) return { color: '#1a7f37', meaning: 'machine, screens and Chromium' };
  if (reached.includes('screens') && reached.includes('machine')) return { color: '#9a6700', meaning: 'machine and screens, not Chromium' };
  if (reached.includes('machine')) return { color: '#cf222e', meaning: 'machine alone' };
  return { color: '#6e7781', meaning: 'no layer' };
}

/** The legend, in the order the colours above are tried. */
export const LEGEND: LayerStyle[] = [layerStyle(['machine', 'screens', 'browser']), layerStyle(['machine', 'screens']), layerStyle(['machine']), layerStyle([])];
