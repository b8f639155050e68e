import type { FC } from 'react';
import UserText from '.';
import { around } from './types';

/** A translated text with a user's value in it, the value marked and the words around it not. */
export const TextAround: FC<{ say: (slot: string) => string; value: string }> = ({ say, value }) => {
  const [before, after] = around(say);
  return (
    <>
      {before}
      <UserText text={value} />
      {after}
    </>
  );
};
