/**
 * RichText: a light editor on H5 whose output is cleaned to the formatting the server keeps; plain lines in the
 * mini-program kept as paragraphs. Both count what is written as the validator does.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { FormSchema } from '@contract/forms';
import type { FormState } from '@/features/forms';
import { renderH5, TARGET } from '../support/render';
import { leave, settle, type, valueIn } from './support/fill';
import { FormHarness } from './support/form-harness';

const statement: FormSchema = {
  form_no: 1,
  fields: [{ id: 'form1_1', type: 'RichText', label: '个人陈述', required: true, word_count: { max: 10 }, placeholder: '请介绍自己' }],
};

let state: FormState;
async function show() {
  renderH5(<FormHarness schema={statement} onState={(s) => (state = s)} />);
  await settle(100);
}

(TARGET === 'h5' ? describe : describe.skip)('on H5 (the mini-program has no editable HTML: below)', () => {
  it('is a named multi-line text box with a named formatting toolbar', async () => {
    await show();
    const editor = await screen.findByRole('textbox', { name: '个人陈述' });
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(editor.getAttribute('data-placeholder')).toBe('请介绍自己');
    const toolbar = screen.getByRole('toolbar', { name: '格式' });
    for (const name of ['加粗', '斜体', '下划线', '项目符号列表', '编号列表', '清除格式']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(toolbar.getAttribute('aria-controls')).toBe(editor.id);
  });

  it('keeps formatting and drops what could run or restyle the page', async () => {
    await show();
    const editor = await screen.findByRole('textbox', { name: '个人陈述' });
    editor.innerHTML = '<p style="color:red" onclick="steal()">我的<b>陈述</b><script>steal()</script><img src=x onerror="steal()"></p>';
    fireEvent.input(editor);
    expect(state.values.form1_1).toBe('<p>我的<b>陈述</b></p>');
    expect(screen.getByText('4/10')).toBeTruthy();
  });

  it('counts and checks the text a reader sees', async () => {
    await show();
    const editor = await screen.findByRole('textbox', { name: '个人陈述' });
    editor.innerHTML = '<p>一二三四五</p><p>六七八九十<i>多</i></p>';
    fireEvent.input(editor);
    fireEvent.blur(editor);
    await settle();
    expect(screen.getByText('11/10')).toBeTruthy();
    expect(screen.getByText('字数不能超过10')).toBeTruthy();
    editor.innerHTML = '<p><br></p>';
    fireEvent.input(editor);
    await settle();
    expect(state.values.form1_1).toBeUndefined();
    expect(screen.getByText('此项为必填项')).toBeTruthy();
  });
});

(TARGET === 'weapp' ? describe : describe.skip)('in the mini-program (H5 edits HTML: above)', () => {
  it('keeps typed lines as paragraphs, and the line just begun in the box', async () => {
    await show();
    await type(/^个人陈述/, '第一行\n');
    expect(valueIn(/^个人陈述/)).toBe('第一行\n');
    await type(/^个人陈述/, '第一行\n第<二>行');
    expect(state.values.form1_1).toBe('<p>第一行</p><p>第&lt;二&gt;行</p>');
    expect(screen.getByText('8/10')).toBeTruthy();
    await type(/^个人陈述/, '');
    await leave(/^个人陈述/);
    expect(screen.getByText('此项为必填项')).toBeTruthy();
  });
});
