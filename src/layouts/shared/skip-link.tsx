// The mini-program shows no desktop layout and has no Tab key: nothing to skip.
export function SkipLink(_props: { targetId: string }) {
  return null;
}
