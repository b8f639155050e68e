/**
 * How a history step is marked in a timeline: a start, a return, something that only happened beside the route (an
 * urge, a copy, a read: an event, drawn as a ring), a withdrawal (grey), else a step done.
 */
export type StepTone = 'start' | 'returned' | 'event' | 'grey' | 'done';

const TONES: Record<string, StepTone> = {
  start: 'start',
  resubmit: 'start',
  reject: 'returned',
  timeoutReject: 'returned',
  terminate: 'returned',
  urge: 'event',
  read: 'event',
  cc: 'event',
  withdraw: 'grey',
};

export function stepTone(action: string): StepTone {
  return TONES[action] ?? 'done';
}
