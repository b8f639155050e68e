/**
 * Text people entered, or data the university keeps in one language only (a person's name, an application's title,
 * an opinion, a file's name, a notice's body): shown as it is, and marked `data-user-content`, so the English walk
 * (test/e2e/english-walk.journey.test.ts) tells it from interface text that should have been translated.
 */
export interface UserTextProps {
  text: string;
  className?: string;
  /** Decorative (an avatar's initial): screen readers skip it. */
  decorative?: boolean;
  testId?: string;
}

/** Where the user's value goes in a translated text (an invisible separator, in no translation). */
const USER_SLOT = '\u2063';

/** A translated text around a user's value, split where the value goes: `say` is asked for the text with a slot in it. */
export function around(say: (slot: string) => string): [string, string] {
  const [before, after = ''] = say(USER_SLOT).split(USER_SLOT);
  return [before, after];
}
