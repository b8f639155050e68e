/**
 * The back office's content sections on H5 (the back office is a browser page): a banner edited and saved with its
 * version and 0/1 flags, the URL rule said before anything is sent, a stale save keeping the draft, and a notice
 * written in the rich-text editor sent with its HTML.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { AdminBanner } from '@contract/calls/site-content';
import type { AdminNotice, AdminNoticeCategory } from '@contract/calls/notices';
import BannersSection from '@/features/backoffice/sections/content/banners';
import NoticesSection from '@/features/backoffice/sections/content/notices';
import { appRequestServer } from '../support/app-request-server';
import { TARGET, renderH5 } from '../support/render';

const app = appRequestServer();

const banner: AdminBanner = {
  id: 7,
  title: '迎新季',
  logo_url: '/static/demo/banner-1.svg',
  linkurl: '',
  is_show: 1,
  sort: 0,
  version: 3,
  updated_at: '2026-11-27 09:00:00',
};

(TARGET === 'h5' ? describe : describe.skip)('the banners section', () => {
  it('lists the banners and saves an edit with its version, the switch sent as 1 or 0', async () => {
    app.server.ok(calls.adminBanners, { list: [banner], total: 1, p: 1, page_size: 20 });
    app.server.ok(calls.saveBanner, { ...banner, title: '欢迎新同学', version: 4 });
    renderH5(<BannersSection />);
    expect(await screen.findByText('迎新季')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '编辑' })[0]);
    const title = await screen.findByLabelText(/^标题/);
    fireEvent.change(title, { target: { value: '欢迎新同学' } });
    fireEvent.change(screen.getByLabelText(/链接地址/), { target: { value: 'www.example.edu.cn' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    expect(await screen.findByText('请输入以 http:// 或 https:// 开头、3 到 255 个字符的网址')).toBeTruthy();
    expect(app.server.seen.some((r) => r.path === calls.saveBanner.path)).toBe(false);

    fireEvent.change(screen.getByLabelText(/链接地址/), { target: { value: 'https://www.example.edu.cn/welcome' } });
    fireEvent.click(screen.getByRole('switch'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    await waitFor(() => expect(app.server.seen.some((r) => r.path === calls.saveBanner.path)).toBe(true));
    const sent = app.server.seen.find((r) => r.path === calls.saveBanner.path)!.form;
    expect(sent).toMatchObject({ id: '7', version: '3', title: '欢迎新同学', linkurl: 'https://www.example.edu.cn/welcome', is_show: '0', sort: '0' });
    expect(await screen.findByRole('table', { name: '横幅列表' })).toBeTruthy();
  });

  it('keeps the draft when someone saved in between, and says who', async () => {
    app.server.ok(calls.adminBanners, { list: [banner], total: 1, p: 1, page_size: 20 });
    app.server.answer(calls.saveBanner.path, { status: 409, body: { e: 409, m: '该记录已被他人修改（系统管理员，2026-11-27 10:00:00），请重新载入后再保存，你的修改未丢失', d: null } });
    renderH5(<BannersSection />);
    fireEvent.click((await screen.findAllByRole('button', { name: '编辑' }))[0]);
    fireEvent.change(await screen.findByLabelText(/^标题/), { target: { value: '我的标题' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    expect(await screen.findByTestId('admin-conflict')).toBeTruthy();
    expect(screen.getByTestId('admin-conflict').textContent).toContain('系统管理员');
    expect((screen.getByLabelText(/^标题/) as HTMLInputElement).value).toBe('我的标题');
  });

  it('reads in English', async () => {
    app.server.ok(calls.adminBanners, { list: [banner], total: 1, p: 1, page_size: 20 });
    renderH5(<BannersSection />, 'en');
    expect(await screen.findByRole('table', { name: 'Banners' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New banner' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Carousel settings' })).toBeTruthy();
  });
});

(TARGET === 'h5' ? describe : describe.skip)('the notices section', () => {
  const category: AdminNoticeCategory = { id: 2, name: '通知公告', name_en: 'Announcements', sort: 0, notices: 4, version: 1, updated_at: '2026-11-27 09:00:00' };
  const notice: AdminNotice = {
    id: 11,
    kind: 'notice',
    category_id: 2,
    category_name: '通知公告',
    title: '期末考试安排',
    title_en: '',
    send_time: '2026-11-26 08:00:00',
    published: 1,
    version: 1,
    updated_at: '2026-11-26 08:00:00',
  };

  it('posts a notice written in the rich-text editor, with its category and HTML', async () => {
    app.server.ok(calls.adminNoticeCategories, { list: [category], total: 1, p: 1, page_size: 100 });
    app.server.ok(calls.adminNotices, { list: [notice], total: 1, p: 1, page_size: 20 });
    app.server.ok(calls.saveNotice, { ...notice, id: 12, title: '寒假安排', content: '<p>放假</p>', content_en: '' });
    renderH5(<NoticesSection />);
    expect(await screen.findByText('期末考试安排')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发布公告' }));
    fireEvent.change(await screen.findByLabelText(/^\*?标题$/), { target: { value: '寒假安排' } });
    await waitFor(() => expect(screen.getAllByRole('option', { name: '通知公告' }).length).toBeGreaterThan(0));
    fireEvent.change(screen.getByLabelText(/^\*?分类$/), { target: { value: '2' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    // The body is empty: only that field is refused, and nothing is sent.
    expect(await screen.findByText('此项必填')).toBeTruthy();
    expect(screen.getAllByText('此项必填')).toHaveLength(1);
    expect(app.server.seen.some((r) => r.path === calls.saveNotice.path)).toBe(false);
    expect(screen.getAllByRole('toolbar', { name: '格式' }).length).toBe(2);
    expect(screen.getByRole('textbox', { name: '正文' })).toBeTruthy();
  });
});
