/**
 * The back office's directory sync section on H5: each connector with its last sync, changes and errors; a new SCIM
 * client's token shown once to copy; an LDAP connector's form sending its settings, its password typed in and never
 * shown, and a sync started now.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { DirectoryConnector } from '@contract/calls/directory';
import DirectorySection from '@/features/backoffice/sections/people/directory-section';
import { startEnvelopeServer } from '../support/envelope-server';
import { TARGET, renderH5, useApiOrigin } from '../support/render';

type Server = Awaited<ReturnType<typeof startEnvelopeServer>>;
let server: Server;

const scim: DirectoryConnector = {
  id: 1, kind: 'scim', name: '统一身份认证平台', enabled: 1, fallback_uid: '', fallback_name: '', ldap: null,
  last_run_at: '2026-12-01 09:00:00', changes: 42, errors: 1, last_error: 'No such department', version: 1,
};
const ldap: DirectoryConnector = {
  id: 2, kind: 'ldap', name: '校园目录', enabled: 1, fallback_uid: 'T0001', fallback_name: '陈立华', last_run_at: '', changes: 0, errors: 0, last_error: '', version: 3,
  ldap: { url: 'ldaps://ldap.example.edu.cn', bind_dn: 'cn=reader,dc=example', has_password: 1, base_dns: ['ou=people,dc=example'], filter: '', mapping: { number: 'uid' }, every_minutes: 3 },
};

beforeAll(async () => {
  server = await startEnvelopeServer();
  useApiOrigin(server.origin);
  server.ok(calls.getDirectoryConnectors, [scim, ldap]);
  server.ok(calls.addScimClient, { id: 3, token: 'tok-once-shown-123456' });
  server.ok(calls.saveLdapConnector, { id: 2 });
  server.ok(calls.runDirectoryNow, {});
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const sent = (path: string) => server.seen.filter((r) => r.path === path);

(TARGET === 'h5' ? describe : describe.skip)('the directory sync section', () => {
  it('lists each connector with its last sync, changes and errors', async () => {
    renderH5(<DirectorySection />);
    const table = await screen.findByRole('table', { name: '目录连接列表' });
    const row = (await within(table).findByText('统一身份认证平台')).closest('tr')!;
    expect(within(row).getByText('SCIM 推送')).toBeTruthy();
    expect(within(row).getByText('42')).toBeTruthy();
    expect(within(row).getByText('No such department')).toBeTruthy();
    expect(within(table).getByText('尚未同步')).toBeTruthy();
  });

  it('adds a SCIM client and shows its token once', async () => {
    renderH5(<DirectorySection />);
    fireEvent.click(await screen.findByTestId('directory-add-scim'));
    const form = await screen.findByRole('form', { name: '新增 SCIM 客户端' });
    fireEvent.change(within(form).getByLabelText(/名称/), { target: { value: '企业微信' } });
    fireEvent.click(within(form).getByTestId('admin-form-save'));
    await waitFor(() => expect(sent(calls.addScimClient.path)).toHaveLength(1));
    expect(sent(calls.addScimClient.path)[0].form).toEqual({ name: '企业微信' });
    expect((await screen.findByTestId('directory-token-value')).textContent).toBe('tok-once-shown-123456');
    fireEvent.click(screen.getByTestId('directory-token-close'));
    await waitFor(() => expect(screen.queryByTestId('directory-token-value')).toBeNull());
  });

  it('edits an LDAP connector without showing its password, and starts a sync now', async () => {
    renderH5(<DirectorySection />);
    const table = await screen.findByRole('table', { name: '目录连接列表' });
    const row = (await within(table).findByText('校园目录')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '立即同步' }));
    await waitFor(() => expect(sent(calls.runDirectoryNow.path)).toHaveLength(1));
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: 'LDAP 连接' });
    const password = within(form).getByLabelText(/绑定密码/) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.value).toBe('');
    fireEvent.change(within(form).getByLabelText(/筛选条件/), { target: { value: '(departmentNumber=CS)' } });
    fireEvent.click(within(form).getByTestId('admin-form-save'));
    await waitFor(() => expect(sent(calls.saveLdapConnector.path)).toHaveLength(1));
    expect(sent(calls.saveLdapConnector.path)[0].form).toMatchObject({ id: '2', version: '3', url: 'ldaps://ldap.example.edu.cn', filter: '(departmentNumber=CS)', mapping: 'number=uid', fallback_uid: 'T0001', enabled: '1' });
    expect(sent(calls.saveLdapConnector.path)[0].form.password).toBeUndefined();
  });
});
