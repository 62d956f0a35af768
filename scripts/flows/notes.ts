/**
 * How the flow docs and the atlas read a machine's chart notes (model/notes/): a guard's meaning, where an
 * event comes from when no person clicks, and the statements of the specification a transition implements.
 */
import { chartNotes } from '../../model/notes/index.ts';
import type { ChartNotes, Citation, Decision } from '../../model/notes/kit.ts';
import { transitionText, type FlowAction, type FlowTransition } from './structure.ts';

/** A machine's notes, or none for a machine not charted with notes. */
export const notesOf = (machineId: string): ChartNotes | null => chartNotes[machineId] ?? null;

/** The key notes cite a transition by: `source --EVENT [guard]`. */
export const transitionKey = (transition: Pick<FlowTransition, 'source' | 'event' | 'guard'>): string => `${transition.source} --${transitionText(transition)}`;

const OPERATORS = new Set(['and', 'or', 'not']);

/** The guard's label with every named guard replaced by its meaning: `not (a customer is logged in)`; null without a guard. */
export function guardMeaning(guard: string | null, notes: ChartNotes | null): string | null {
  if (!guard || !notes) return null;
  const named = guard.replace(/[A-Za-z]\w*/g, (name) => (OPERATORS.has(name) ? name : (notes.guards[name] ?? name)));
  return named === guard ? null : named.replace(/\b(and|or|not)\(/g, '$1 (');
}

export const isTimer = (transition: Pick<FlowTransition, 'eventType'>): boolean => transition.eventType.startsWith('xstate.after.');

/**
 * What sends the event when it is not a person's click or key: a timer, a call's answer, a transition taken
 * at once, or what the notes say (a storage event, a stream, another machine); null for a person's action.
 */
export function eventOrigin(transition: Pick<FlowTransition, 'eventType' | 'event'>, notes: ChartNotes | null): string | null {
  if (isTimer(transition)) return 'timer';
  if (transition.event.startsWith('done: ') || transition.event.startsWith('error: ')) return `the answer of ${transition.event.slice(transition.event.indexOf(' ') + 1)}`;
  if (transition.eventType === 'always') return 'at once, when its guard holds';
  return notes?.events?.[transition.eventType] ?? null;
}

/**
 * What a diagram writes beside a non-click event: `timer`, or what sends it without the detail after the
 * colon (`storage event`); null for a person's event, and for a call's answer and `always`, whose labels
 * (`done: createOrder`) say it already.
 */
export function originTag(transition: Pick<FlowTransition, 'eventType' | 'event'>, notes: ChartNotes | null): string | null {
  if (isTimer(transition)) return 'timer';
  const noted = notes?.events?.[transition.eventType];
  return noted ? noted.split(':')[0]! : null;
}

export const citationsOf = (transition: FlowTransition, notes: ChartNotes | null): readonly Citation[] => notes?.cites?.[transitionKey(transition)] ?? [];

/** The shop's decisions a transition implements where the specification is silent or says otherwise. */
export const decisionsOf = (transition: FlowTransition, notes: ChartNotes | null): readonly Decision[] => notes?.decisions?.[transitionKey(transition)] ?? [];

/** Why the screen normally does not send a person's event that takes this transition; null when it does. */
export const screenNote = (transition: FlowTransition, notes: ChartNotes | null): string | null => notes?.screen?.[transitionKey(transition)] ?? null;

/** A long text broken into lines of about `width` characters, at spaces. */
export function wrapped(text: string, width = 48): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/**
 * An action as the charts list it: its name, what it does, and what its params say (`notify: a toast "Cart
 * cleared" (info)`); on a transition whose notes say what the action says there (words the machine works
 * out as it runs), those words.
 */
export function actionText(action: FlowAction, notes: ChartNotes | null, transition?: Pick<FlowTransition, 'source' | 'event' | 'guard'>): string {
  const said = transition ? notes?.says?.[transitionKey(transition)]?.[action.name] : undefined;
  if (said) return `${action.name}: ${said}`;
  const does = [notes?.actions[action.name], action.params].filter(Boolean).join(' ');
  return does ? `${action.name}: ${does}` : action.name;
}
