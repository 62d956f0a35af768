/**
 * The new-order alarm (issue 12, point 1): two short beeps through Web Audio, no sound file to load.
 * Browsers start audio only after a user gesture on the page (the sign-in is one); before that the
 * beep is silent and the tab title's count still shows. Every sound is counted on
 * `window.__deskAlarms`, so a browser test can see the alarm went off.
 */
let context: AudioContext | null = null;

declare global {
  interface Window {
    __deskAlarms?: number;
  }
}

export async function playAlarm(): Promise<void> {
  window.__deskAlarms = (window.__deskAlarms ?? 0) + 1;
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  const start = context.currentTime;
  for (const offset of [0, 0.35]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.25);
  }
}
