/** The strip's days in the reader's words: 今天, 明天, then the weekday, each with its date. */
import type { StripDay } from '@/ui/day-strip/types';
import { useBookingTranslation } from '../i18n';
import { daysBetween, stripDays, weekday } from '../rules/days';

export function useStripDays(first: string, today: string): StripDay[] {
  const { t } = useBookingTranslation();
  return stripDays(first).map((value) => {
    const ahead = daysBetween(today, value);
    const title = ahead === 0 ? t('today') : ahead === 1 ? t('tomorrow') : t(`weekday_${weekday(value)}`);
    return { value, title, detail: t('monthDay', { month: Number(value.slice(5, 7)), day: Number(value.slice(8, 10)) }) };
  });
}

/** A date as the reader reads it: 11月28日 周六. */
export function useDayWords(): (date: string) => string {
  const { t } = useBookingTranslation();
  return (date) => `${t('monthDay', { month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) })} ${t(`weekday_${weekday(date)}`)}`;
}
