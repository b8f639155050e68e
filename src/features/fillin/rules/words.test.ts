import { figureText, newRequestKey, parseValues, rateText, reusedValues, shareOf, stampText } from './words';

it('writes a rate with one decimal, whole numbers without it', () => {
  expect(rateText(0.923)).toBe('92.3%');
  expect(rateText(12 / 13)).toBe('92.3%');
  expect(rateText(1)).toBe('100%');
  expect(rateText(0)).toBe('0%');
  expect(rateText(0.5)).toBe('50%');
  expect(rateText(0.0004)).toBe('0%');
  expect(shareOf(3, 0)).toBe(0);
  expect(shareOf(1, 4)).toBe(0.25);
});

it('writes stamps to the minute, the year only when it is not this one', () => {
  expect(stampText('2026-11-27 18:00:00', '2026')).toBe('11-27 18:00');
  expect(stampText('2025-12-31 23:59:59', '2026')).toBe('2025-12-31 23:59');
  expect(stampText('', '2026')).toBe('');
});

it('reads values sent as JSON, and nothing from what is no object', () => {
  expect(parseValues('{"form1_1":"36.5"}')).toEqual({ form1_1: '36.5' });
  expect(parseValues('')).toBeNull();
  expect(parseValues('[1]')).toBeNull();
  expect(parseValues('{not json')).toBeNull();
  expect(figureText(36.456)).toBe('36.46');
  expect(figureText(40)).toBe('40');
});

it('makes request keys the call accepts, a new one each attempt', () => {
  const key = newRequestKey();
  expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(newRequestKey()).not.toBe(key);
});

it('reuses the last fill-in over a new one, for the fields the form still has', () => {
  const schema = { form_no: 1, fields: [{ id: 'form1_1', type: 'Input', label: '体温' }, { id: 'form1_2', type: 'Input', label: '地点' }] } as unknown as Parameters<typeof reusedValues>[0];
  expect(reusedValues(schema, { form1_2: '' }, { form1_1: '36.5', form1_2: '东校区', form1_9: 'gone' })).toEqual({ form1_1: '36.5', form1_2: '东校区' });
});
