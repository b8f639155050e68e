/**
 * The back office's roles and people sections on H5: the grants list with its filters, a grant to a person found with
 * the people search, a revoke after confirmation; the people list's org actions say only that the organisation-user
 * system manages people (spec §8) and send nothing.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { PermitGrant } from '@contract/calls/org';
import { specText } from '@contract/texts';
import GrantsSection from '@/features/backoffice/sections/roles/grants-section';
import PeopleSection from '@/features/backoffice/sections/people/people-section';
import { startEnvelopeServer } from '../support/envelope-server';
import { TARGET, renderH5, useApiOrigin } from '../support/render';

type Server = Awaited<ReturnType<typeof startEnvelopeServer>>;
let server: Server;

const grant: PermitGrant = {
  id: 7, permit: 'tb-report', web: 0, holder_kind: 'user', holder: 'T0001', holder_name: '陈立华', holder_number: 'T0001',
  department_id: null, department_name: '', granted_by_name: '系统管理员', granted_at: '2026-11-27 09:00:00', version: 1,
};

beforeAll(async () => {
  server = await startEnvelopeServer();
  useApiOrigin(server.origin);
  server.ok(calls.getPermitGrants, { list: [grant], total: 1, p: 1, page_size: 20 });
  server.ok(calls.getGrantChoices, { posts: ['counsellor'], departments: [{ id: 3, name: '教务处', parent_id: null }] });
  server.ok(calls.searchPeople, [{ uid: 'T0103', name: '张婷', number: 'T0103', departName: '计算机科学与技术学院' }]);
  server.ok(calls.grantPermit, { ...grant, id: 8, holder: 'T0103', holder_name: '张婷', holder_number: 'T0103', department_id: 3, department_name: '教务处' });
  server.ok(calls.revokePermit, {});
  server.ok(calls.getOrgDepartments, [{ id: 3, code: 'AA', name: '教务处', parent_id: null, kind: 'office', head_name: '陈立华', people: 12 }]);
  server.ok(calls.getOrgPeople, {
    list: [{ uid: '2023010101', name: '王思远', number: '2023010101', identity_type: 'student', identity_name: '本科生', department_id: 3, departName: '教务处', status: 1, source_type: 0 }],
    total: 1, p: 1, page_size: 20,
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const sent = (path: string) => server.seen.filter((r) => r.path === path);

(TARGET === 'h5' ? describe : describe.skip)('the roles and people sections', () => {
  it('lists grants, grants a permit to a person found by name with a department as scope, and revokes after confirming', async () => {
    renderH5(<GrantsSection />);
    const table = await screen.findByRole('table', { name: '权限授予列表' });
    await within(table).findByText('陈立华');
    expect(within(table).getByText('填报统计')).toBeTruthy();
    expect(within(table).getByText('全校')).toBeTruthy();

    fireEvent.click(screen.getByTestId('roles-add'));
    const form = await screen.findByRole('form', { name: '新增授权' });
    // Nothing chosen: the form says what is missing and sends nothing.
    fireEvent.click(within(form).getByTestId('admin-form-save'));
    expect(await within(form).findByText('请选择人员')).toBeTruthy();
    expect(sent(calls.grantPermit.path)).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/^\*?权限$/), { target: { value: 'tb-report' } });
    fireEvent.change(within(form).getByTestId('roles-person-search'), { target: { value: '张婷' } });
    fireEvent.click(await within(form).findByTestId('roles-person-T0103'));
    expect(within(form).getByText('张婷（T0103）')).toBeTruthy();
    await waitFor(() => expect(within(form).getByRole('option', { name: '教务处' })).toBeTruthy());
    fireEvent.change(within(form).getByLabelText('数据范围'), { target: { value: '3' } });
    fireEvent.click(within(form).getByTestId('admin-form-save'));
    await waitFor(() => expect(sent(calls.grantPermit.path)).toHaveLength(1));
    expect(sent(calls.grantPermit.path)[0].form).toMatchObject({ permit: 'tb-report', holder_kind: 'user', holder: 'T0103', department_id: '3' });
    await screen.findByRole('table', { name: '权限授予列表' });

    fireEvent.click(await screen.findByRole('button', { name: '撤销' }));
    expect(await screen.findByText('确定撤销陈立华的“填报统计”权限吗？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('admin-confirm-ok'));
    await waitFor(() => expect(sent(calls.revokePermit.path)).toHaveLength(1));
    expect(sent(calls.revokePermit.path)[0].form).toMatchObject({ id: '7', version: '1' });
  });

  it('answers 新增 and 编辑 on the people list with the organisation system text and sends nothing', async () => {
    renderH5(<PeopleSection />);
    await screen.findByText('王思远');
    fireEvent.click(screen.getByTestId('org-add'));
    expect(await screen.findByText(specText('orgManaged', 'zh'))).toBeTruthy();
    fireEvent.click(screen.getByTestId('admin-confirm-ok'));
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('请到组织人员管理系统对应模块进行该操作，操作后5分钟内会同步到本系统')).toBeTruthy();
    fireEvent.click(screen.getByTestId('admin-confirm-cancel'));
    expect(server.seen.every((r) => r.method === 'GET')).toBe(true);
  });
});
