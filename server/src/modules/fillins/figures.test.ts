import type { FormSchema } from '../../../../contract/forms/schema';
import { figuresOf, moved, shardOf, summaries, type Figure } from './figures';

const schema: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Numeric', label: '体温', label_en: 'Temperature', precision: 1 },
    { id: 'form1_2', type: 'Radio', label: '状况', options: [{ value: 'good', label: '良好', label_en: 'Well' }, { value: 'ill', label: '不适' }] },
    { id: 'form1_3', type: 'Checkbox', label: '症状', options: [{ value: 'cough', label: '咳嗽' }, { value: 'fever', label: '发热' }] },
    { id: 'form1_4', type: 'Calendar', label: '日期', mode: 'datetime' },
    { id: 'form1_5', type: 'Input', label: '备注' },
  ],
};

const keys = (figures: Figure[]) => figures.map((f) => `${f.field_id}/${f.key}:${f.n}${f.sum === null ? '' : `=${f.sum}`}`);

describe("a submission's figures", () => {
  it('counts answered fields (a single choice by its option), each option chosen, a number with its value and a day; text adds nothing', () => {
    const figures = figuresOf(schema, { form1_1: 36.6, form1_2: 'good', form1_3: ['cough', 'fever', 'cough'], form1_4: '2026-12-07 08:30', form1_5: '无' });
    expect(keys(figures)).toEqual(['form1_1/:1=36.6', 'form1_2/o:good:1', 'form1_3/:1', 'form1_3/o:cough:1', 'form1_3/o:fever:1', 'form1_4/:1', 'form1_4/d:2026-12-07:1']);
    expect(figures[0]).toMatchObject({ min: 36.6, max: 36.6 });
    expect(figuresOf(schema, { form1_3: [], form1_2: '' })).toEqual([]);
  });

  it('moves the figures of an edit: old counts off, new ones on, untouched keys left out, changed numbers read again', () => {
    const before = figuresOf(schema, { form1_1: 36.6, form1_2: 'good', form1_3: ['cough'] });
    const after = figuresOf(schema, { form1_1: 37.3, form1_2: 'good', form1_3: ['fever'] });
    const change = moved(before, after);
    expect(keys(change.figures).sort()).toEqual(['form1_1/:0=0.7', 'form1_3/o:cough:-1', 'form1_3/o:fever:1'].sort());
    expect(change.stale).toEqual(['form1_1']);
    const cleared = moved(before, figuresOf(schema, { form1_2: 'good' }));
    expect(keys(cleared.figures).sort()).toEqual(['form1_1/:-1=-36.6', 'form1_3/:-1', 'form1_3/o:cough:-1'].sort());
    expect(moved(before, before)).toEqual({ figures: [expect.objectContaining({ field_id: 'form1_1', n: 0, sum: 0 })], stale: [] });
  });

  it('sums figures back into summaries: every option offered, numbers with their average, days in order', () => {
    const totals = [
      { field_id: 'form1_1', key: '', n: 4, sum: 146.2, min: 36.1, max: 37.4 },
      { field_id: 'form1_2', key: 'o:good', n: 3, sum: null, min: null, max: null },
      { field_id: 'form1_2', key: 'o:retired', n: 1, sum: null, min: null, max: null },
      { field_id: 'form1_4', key: 'd:2026-12-08', n: 1, sum: null, min: null, max: null },
      { field_id: 'form1_4', key: 'd:2026-12-07', n: 2, sum: null, min: null, max: null },
    ];
    const [temperature, health, symptoms, days] = summaries(schema, totals, 'en');
    expect(temperature).toMatchObject({ label: 'Temperature', kind: 'number', answered: 4, number: { sum: 146.2, avg: 36.55, min: 36.1, max: 37.4 } });
    expect(health.answered).toBe(4);
    expect(health.options).toEqual([
      { value: 'good', label: 'Well', count: 3 },
      { value: 'ill', label: '不适', count: 0 },
      { value: 'retired', label: 'retired', count: 1 },
    ]);
    expect(symptoms).toMatchObject({ answered: 0, options: [{ count: 0 }, { count: 0 }] });
    expect(days.dates).toEqual([{ day: '2026-12-07', count: 2 }, { day: '2026-12-08', count: 1 }]);
  });

  it('puts a person in the same shard every time', () => {
    expect(shardOf('2023010101', 8)).toBe(shardOf('2023010101', 8));
    const shards = new Set(Array.from({ length: 200 }, (_, i) => shardOf(`S${i}`, 8)));
    expect([...shards].every((s) => s >= 0 && s < 8)).toBe(true);
    expect(shards.size).toBe(8);
  });
});
