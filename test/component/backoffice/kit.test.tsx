/** The back office's list and form: what an administrator sees and does, on H5 (the back office is a browser page). */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '@contract/envelope';
import { AdminForm, AdminList, type ListQuery } from '@/features/backoffice/kit';
import { RequestError } from '@/services/request';
import { showToast } from '@/ui/toast';
import { TARGET, renderH5 } from '../support/render';

interface Row {
  id: number;
  name: string;
  sort: number;
}

const rows: Row[] = [
  { id: 1, name: '首页横幅一', sort: 2 },
  { id: 2, name: '首页横幅二', sort: 1 },
];

(TARGET === 'h5' ? describe : describe.skip)('the back office list', () => {
  it('loads a page, sorts by a column, filters, and asks before a delete', async () => {
    const load = jest.fn(async (_q: ListQuery) => ({ list: rows, total: 2 }));
    const remove = jest.fn();
    renderH5(
      <AdminList<Row>
        label="横幅"
        columns={[
          { key: 'name', title: '标题' },
          { key: 'sort', title: '排序', sortKey: 'sort' },
        ]}
        rowKey={(r) => r.id}
        load={load}
        filters={[{ key: 'keyword', label: '关键词', kind: 'text' }]}
        rowActions={() => [{ label: '删除', danger: true, onPress: remove }]}
      />,
    );
    expect(await screen.findByText('首页横幅一')).toBeTruthy();
    expect(screen.getByRole('table', { name: '横幅' })).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith({ p: 1, page_size: 20, filters: {} });

    fireEvent.click(screen.getByRole('button', { name: '按排序排序' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ p: 1, page_size: 20, filters: {}, sort: 'sort', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /排序/ }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 横幅 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { keyword: '横幅' } })));

    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[0]);
    expect(await screen.findByText('确定删除吗？删除后不可恢复。')).toBeTruthy();
    fireEvent.click(screen.getByTestId('admin-confirm-cancel'));
    await waitFor(() => expect(screen.queryByText('确定删除吗？删除后不可恢复。')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[0]);
    fireEvent.click(await screen.findByTestId('admin-confirm-ok'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(rows[0]));
  });
});

(TARGET === 'h5' ? describe : describe.skip)('the back office form', () => {
  const schema = Type.Object({ title: Type.String({ minLength: 1, maxLength: 5 }), sort: Type.Integer({ minimum: 0, maximum: 99 }) });
  const fields = [
    { key: 'title', label: '标题', kind: 'text' as const, required: true },
    { key: 'sort', label: '排序', kind: 'number' as const },
  ];

  it('says what is wrong beside each field, from the save call’s schema, and sends nothing', async () => {
    const submit = jest.fn(async () => undefined);
    renderH5(<AdminForm title="编辑横幅" fields={fields} initial={{ title: '', sort: 100 }} schema={schema} onSubmit={submit} onCancel={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('此项必填')).toBeTruthy();
    expect(screen.getByText('不能大于 99')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/标题/));
    fireEvent.change(screen.getByLabelText(/标题/), { target: { value: '太长了的标题' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('最多 5 个字符')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('keeps the draft after a stale save, shows who saved in between, and loads the latest on request', async () => {
    const conflict = '该记录已被他人修改（李老师，2026-11-27 10:00:00），请重新载入后再保存，你的修改未丢失';
    const submit = jest.fn(async () => {
      // As the request wrapper does for a failed call: a toast of the server's words, then the refusal.
      showToast({ content: conflict, kind: 'error', durationMs: 60_000 });
      throw new RequestError(ErrorCode.CONFLICT, conflict);
    });
    const reload = jest.fn(async () => ({ title: '他人的', sort: 3 }));
    renderH5(<AdminForm title="编辑横幅" fields={fields} initial={{ title: '原来', sort: 1 }} schema={schema} onSubmit={submit} onCancel={() => undefined} onReload={reload} />);
    fireEvent.change(screen.getByLabelText(/标题/), { target: { value: '我的' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    expect(await screen.findByText(/李老师/)).toBeTruthy();
    // Said once, in the form, where what to do about it is.
    expect(screen.getAllByText(/李老师/)).toHaveLength(1);
    expect((screen.getByLabelText(/标题/) as HTMLInputElement).value).toBe('我的');
    fireEvent.click(screen.getByRole('button', { name: '载入最新版本（放弃我的修改）' }));
    await waitFor(() => expect((screen.getByLabelText(/标题/) as HTMLInputElement).value).toBe('他人的'));
    expect(screen.queryByTestId('admin-conflict')).toBeNull();
  });
});
