/**
 * The idiom picture of password sign-in (e = 10046 after repeated failures): the four characters of an idiom in
 * shuffled order, typed back in their order. Each picture answers one sign-in, so after any failure while one is
 * shown, a new one is fetched.
 */
import { useState } from 'react';
import { View } from '@tarojs/components';
import { ErrorCode } from '@contract/envelope';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';
import Button from '@/ui/button';
import Field from '@/ui/field';
import Image from '@/ui/image';
import { useSecurityTranslation } from './i18n';
import './security.scss';

export function useLoginChallenge() {
  const [picture, setPicture] = useState<{ key: string; image: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const refresh = async () => {
    setAnswer('');
    // A failure leaves the old picture; the server's answer to the sign-in says what to do.
    setPicture(await api.idiomCode(undefined, { quiet: true }).catch(() => picture));
  };
  return {
    picture,
    answer,
    setAnswer,
    refresh,
    /** What the sign-in sends along while a picture is shown. */
    payload: picture ? { idiom_key: picture.key, idiom_answer: answer.trim() } : {},
    /** After a failed sign-in: the server asked for the challenge, or the picture shown is spent. */
    afterFailure(err: unknown) {
      if (picture || (err instanceof RequestError && err.e === ErrorCode.CHALLENGE_REQUIRED)) void refresh();
    },
  };
}

export function LoginChallenge({ challenge, onEnter }: { challenge: ReturnType<typeof useLoginChallenge>; onEnter: () => void }) {
  const { t } = useSecurityTranslation();
  if (!challenge.picture) return null;
  return (
    <View className="ch-challenge" data-testid="login-challenge">
      <View className="ch-challenge__picture">
        <Image className="ch-challenge__image" src={challenge.picture.image} alt={t('challengeImage')} fit="contain" />
        <Button kind="text" onClick={() => void challenge.refresh()} testId="challenge-refresh">
          {t('challengeRefresh')}
        </Button>
      </View>
      <Field label={t('challengeLabel')} value={challenge.answer} onChange={challenge.setAnswer} onEnter={onEnter} placeholder={t('challengeHint')} autoComplete="off" maxLength={8} testId="login-idiom" />
    </View>
  );
}
