import { defineArea } from '../area-module';

/** Working hours, holidays, vacations and make-up workdays: the calendar the approval engine's SLA clocks run on. */
export const calendarArea = defineArea({
  area: 'calendar',
  tables: ['calendar_days', 'calendar_settings'],
});
