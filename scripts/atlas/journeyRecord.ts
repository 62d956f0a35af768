/**
 * What the screen paths record of a storefront journey (tests/ui/atlasRecord.ts `recordJourney`) for the
 * atlas's journeys page (scripts/atlas/journeys.ts). Imports nothing: the browser run loads it.
 */

/** Sent from outside the actor system: a screen, an account form, a loaded module, the API client or the window. */
export const OUTSIDE_THE_SYSTEM = 'app';

/** One step of a journey as the actors saw it: the events they sent each other, and (in Chromium) the page after it. */
export interface JourneyStep {
  /** The journey's event this step performed ("start" before the first). */
  step: string;
  messages: { from: string; to: string; event: string }[];
  shot?: string;
}

export interface JourneyRecord {
  /** The generated path's description. */
  path: string;
  steps: JourneyStep[];
}
