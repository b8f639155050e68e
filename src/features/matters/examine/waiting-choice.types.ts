/** An option that cannot be chosen yet, with why (a step urged within the hour: when it may be urged again). */
export interface WaitingChoiceProps {
  id: string;
  label: string;
  detail: string;
  testId?: string;
}
