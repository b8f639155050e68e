/**
 * Every field type of contract/forms on both targets: rendered as a named control, checked as the user goes with
 * the spec's texts (contract/texts.ts) once a field is left, every problem shown on submit with the focus on the
 * first one. The server is not needed here: round-trip.test.tsx sends what is filled in to it.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { initialValues } from '@contract/forms';
import type { FormState } from '@/features/forms';
import { renderH5, TARGET } from '../support/render';
import { everyField } from './support/every-field';
import { check, control, date, leave, pickInSheet, select, settle, submit, type } from './support/fill';
import { FormHarness } from './support/form-harness';

let state: FormState;
async function show(lang: 'zh' | 'en' = 'zh') {
  renderH5(<FormHarness schema={everyField} initial={initialValues(everyField)} layout="mobile" onState={(s) => (state = s)} />, lang);
  await settle();
}

/** The problem shown for a field, read through the control's own description (what a screen reader says). */
function problemOf(name: string | RegExp): string | null {
  const ids = control(name).getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.className.includes('ch-form-field__error'));
  return error?.textContent ?? null;
}

describe('every field type renders as a named control', () => {
  it('has a control, or a named group of them, for each field the applicant fills in', async () => {
    await show();
    for (const name of [/^申请人/, /^申请事由/, /^联系电话/, /^天数/, /^预算/, /^级别/, /^目的地 省/, /^起止日期 开始/, /^起止日期 结束/]) {
      expect(control(name)).toBeTruthy();
    }
    // The rich-text editor on H5 (a text box with a toolbar), a multi-line box in the mini-program.
    expect(await screen.findByLabelText(/^个人陈述/)).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: '类型' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '需求' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^国家/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^同行人员/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '证明材料 上传文件' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '第 1 行' })).getByLabelText(/^项目/)).toBeTruthy();
    // Help, units and the file rules are there for everyone to read.
    expect(screen.getByText('与证件一致')).toBeTruthy();
    expect(screen.getByText('支持 pdf、png；单个文件不超过 1MB；最多 2 个文件')).toBeTruthy();
    expect(screen.getAllByText('天').length).toBeGreaterThan(0);
  });

  it('marks required fields for screen readers and leaves others unmarked', async () => {
    await show();
    expect(control(/^申请人/).getAttribute('aria-required')).toBe('true');
    expect(control(/^预算/).getAttribute('aria-required')).toBeNull();
  });

  it('speaks the reader’s language: labels, options and the spec’s texts', async () => {
    await show('en');
    expect(control(/^Applicant/)).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Kind' })).toBeTruthy();
    await type(/^Applicant/, 'x');
    await type(/^Applicant/, '');
    await leave(/^Applicant/);
    expect(problemOf(/^Applicant/)).toBe('This field is required');
  });
});

describe('problems as the user goes, in the spec’s words', () => {
  it('shows nothing before a field is left, then its problem, and follows what is typed after', async () => {
    await show();
    await type(/^申请人/, '一二三四五六七八九十一');
    expect(problemOf(/^申请人/)).toBeNull();
    await leave(/^申请人/);
    expect(problemOf(/^申请人/)).toBe('不能超过10个字符');
    expect(control(/^申请人/).getAttribute('aria-invalid')).toBe('true');
    await type(/^申请人/, '王小明');
    expect(problemOf(/^申请人/)).toBeNull();
    await type(/^申请人/, '');
    expect(problemOf(/^申请人/)).toBe('此项为必填项');
  });

  it.each([
    [/^申请事由/, '太短', '字数不能少于5'],
    [/^联系电话/, '1234', '手机号格式错误'],
    [/^联系电话/, '', '请输入手机号'],
    [/^天数/, '2.5', '请输入整数'],
    [/^天数/, '31', '不能大于30'],
    [/^预算/, '9.999', '最多保留2位小数'],
    [/^预算/, '-1', '不能小于0'],
  ])('%s "%s": %s', async (name, text, problem) => {
    await show();
    await type(name, text || 'x');
    if (!text) await type(name, '');
    await leave(name);
    expect(problemOf(name)).toBe(problem);
  });

  it('checks choices: too few check boxes, too many searchable options', async () => {
    await show();
    await check('投影');
    expect(screen.getByText('至少选择2项')).toBeTruthy();
    await check('视频');
    expect(screen.queryByText('至少选择2项')).toBeNull();
    await pickInSheet('国家', '', ['美国', '英国', '日本']);
    expect(screen.getByText('最多选择2项')).toBeTruthy();
  });

  it('checks dates against the bounds and each other', async () => {
    await show();
    await date(/^起止日期 开始/, '2025-12-30');
    await date(/^起止日期 结束/, '2026-01-05');
    expect(screen.getByText('不能早于2026-01-01')).toBeTruthy();
    await date(/^起止日期 开始/, '2026-02-01');
    expect(screen.getByText('结束时间不能早于开始时间')).toBeTruthy();
    await date(/^起止日期 结束/, '2026-02-03');
    expect(state.values.form1_10).toEqual(['2026-02-01', '2026-02-03']);
    expect(state.errors.form1_10).toBeUndefined();
  });

  it('offers a region level by level, each list holding the places under the one chosen, and asks for the address', async () => {
    await show();
    // H5: the <select>; the mini-program: its picker (Taro writes disabled="false" when enabled).
    const disabled = (name: RegExp) => {
      const box = control(name);
      const flag = (box.closest('taro-picker-core') ?? box).getAttribute('disabled');
      return flag !== null && flag !== 'false';
    };
    expect(disabled(/^目的地 市/)).toBe(true);
    await select(/^目的地 省/, '浙江省');
    expect(disabled(/^目的地 市/)).toBe(false);
    expect(disabled(/^目的地 区/)).toBe(true);
    await select(/^目的地 市/, '杭州市');
    await select(/^目的地 区/, '西湖区');
    expect(screen.getByText('请填写详细地址')).toBeTruthy();
    await type(/^目的地 详细地址/, '文三路90号');
    expect(state.values.form1_9).toEqual({ codes: ['330000', '330100', '330106'], detail: '文三路90号' });
    // A new province starts the chain again.
    await select(/^目的地 省/, '北京市');
    expect(state.values.form1_9).toEqual({ codes: ['110000'], detail: '文三路90号' });
  });
});

describe('submitting', () => {
  it('shows every problem at once and moves the focus to the first', async () => {
    const scrolled = jest.spyOn(Taro, 'pageScrollTo');
    await show();
    await type(/^申请事由/, '因公出差需要请假');
    await submit();
    expect(state.errors).toEqual(state.problems);
    expect(Object.keys(state.errors)).toEqual(['form1_1', 'form1_4', 'form1_6', 'form1_9', 'form1_10', 'form1_11', 'form1_12', 'form1_14.0.form1_14_1', 'form1_14.0.form1_14_2']);
    expect(problemOf(/^申请人/)).toBe('此项为必填项');
    expect(problemOf(/^联系电话/)).toBe('请输入手机号');
    expect(screen.getAllByText('此项为必填项')).toHaveLength(8);
    const first = control(/^申请人/);
    if (TARGET === 'h5') {
      expect(document.activeElement).toBe(first);
    } else {
      // The mini-program scrolls the field into view and its input takes the focus.
      expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ selector: `#${first.closest('.ch-form-field')?.id}` }));
      expect(first.getAttribute('focus')).toBe('true');
    }
  });

  it('focuses the first problem again on the next failed submit, further down once the first is fixed', async () => {
    await show();
    await submit();
    await type(/^申请人/, '王小明');
    await type(/^申请事由/, '因公出差需要请假');
    await check('事假');
    await select(/^级别/, '省级');
    await submit();
    const first = screen.getByLabelText(/^目的地 省/);
    if (TARGET === 'h5') expect(document.activeElement).toBe(first);
    else expect(first.closest('.ch-form-field')).toBeTruthy();
    expect(state.errors.form1_1).toBeUndefined();
  });

  it('submits once every problem is fixed', async () => {
    const sent = jest.fn();
    renderH5(<FormHarness schema={{ form_no: 1, fields: everyField.fields.slice(0, 1) }} onSubmit={sent} onState={(s) => (state = s)} />);
    await settle();
    await type(/^申请人/, '王小明');
    await act(async () => fireEvent.click(screen.getByText('提交')));
    expect(state.problems).toEqual({});
    expect(sent).toHaveBeenCalledWith({ form1_1: '王小明' });
    expect(within(document.body).queryByText('此项为必填项')).toBeNull();
  });
});
