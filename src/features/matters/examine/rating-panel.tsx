/**
 * The applicant's star rating of an ended application (rateMatter), on a service that takes ratings: 1 to 5 stars as
 * radio buttons, each named in words, and an optional comment. A rating given is shown and may be changed; the
 * service's star is the average the server keeps.
 */
import { useId, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { MatterDetail } from '@contract/calls/matters';
import { roleProps } from '@/platform/a11y-role';
import { api } from '@/services/api';
import Button from '@/ui/button';
import { ChoiceGroup } from '@/ui/choice-group';
import { plainId } from '@/ui/control-a11y';
import { TextBox } from '@/ui/text-box';
import { showToast } from '@/ui/toast';
import { examineText, useExamineTranslation } from './i18n';
import { Section } from './section';

/** The comment's limit, as rateMatter takes it. */
const COMMENT_MAX = 200;
/** The choices, the best first; the row of stars above them fills from the left up to the choice. */
const STARS = [5, 4, 3, 2, 1];
const POSITIONS = [1, 2, 3, 4, 5];

export function RatingPanel({ detail, onRated }: { detail: Pick<MatterDetail, 'inst_id' | 'rating'>; onRated(): void }) {
  const { t } = useExamineTranslation();
  const id = plainId(useId());
  const { rating } = detail;
  const [stars, setStars] = useState(rating.stars ? String(rating.stars) : '');
  const [comment, setComment] = useState(rating.comment);
  const [problem, setProblem] = useState(false);
  const [sending, setSending] = useState(false);
  if (rating.can_rate !== 1) return null;

  const send = async () => {
    if (!stars) return setProblem(true);
    setSending(true);
    try {
      await api.rateMatter({ inst_id: detail.inst_id, stars: Number(stars), comment });
      showToast({ content: examineText('rated'), kind: 'success' });
      onRated();
    } catch {
      // The request wrapper has shown why.
    } finally {
      setSending(false);
    }
  };

  return (
    <Section title={t('rateTitle')} className="ch-exam-rating">
      <View className="ch-rating" data-testid="matter-rating">
        <Text className="ch-matter-muted">{rating.stars ? t('yourRating', { stars: rating.stars }) : t('rateHint')}</Text>
        <Text id={`${id}-l`} className="ch-opinion__label">
          {t('rateStars')}
        </Text>
        <View className="ch-rating__stars" aria-hidden="true">
          {POSITIONS.map((n) => (
            <Text key={n} className={Number(stars) >= n ? 'ch-rating__star ch-rating__star--on' : 'ch-rating__star'}>
              ★
            </Text>
          ))}
        </View>
        <ChoiceGroup
          a11y={{ id, labelledBy: `${id}-l`, label: t('rateStars'), describedBy: problem ? `${id}-p` : undefined, invalid: problem, required: true }}
          choices={STARS.map((n) => ({ value: String(n), label: t(`star_${n}`) }))}
          multiple={false}
          chosen={stars ? [stars] : []}
          onChange={(next) => {
            setStars(next[0] ?? '');
            setProblem(false);
          }}
          onBlur={() => undefined}
        />
        {problem ? (
          <Text id={`${id}-p`} className="ch-opinion__problem" {...roleProps('alert')}>
            {t('rateStarsRequired')}
          </Text>
        ) : null}
        <Text id={`${id}-c`} className="ch-opinion__label">
          {t('rateComment')}
        </Text>
        <TextBox
          a11y={{ id: `${id}-cb`, labelledBy: `${id}-c`, label: t('rateComment'), invalid: false, required: false }}
          value={comment}
          onChange={setComment}
          onBlur={() => undefined}
          multiline
          maxLength={COMMENT_MAX}
          placeholder={t('rateCommentPlaceholder')}
        />
        <View className="ch-matter-actions ch-matter-actions--end">
          <Button kind="primary" size="small" onClick={() => void send()} loading={sending} disabled={sending} testId="rating-submit">
            {rating.stars ? t('rateAgain') : t('rateSubmit')}
          </Button>
        </View>
      </View>
    </Section>
  );
}
