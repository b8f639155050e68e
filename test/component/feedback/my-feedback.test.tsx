/**
 * 我的反馈 in the user centre (/site/ucenter?mtype=feedback, where a reply's message leads): the reader's feedback with
 * its kind, service or function, opinion, pictures (the thumbnail where the upload made one) and the reply, or 待回复.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { Feedback } from '@contract/calls/feedback';
import { MessageCenter } from '@/features/messages/center/message-center';
import { pageServer } from '../support/page-server';
import { renderH5 } from '../support/render';

const harness = pageServer();

function feedback(id: number, overrides: Partial<Feedback> = {}): Feedback {
  return {
    id, type: 2, type_name: '功能建议', apps_id: null, app_name: '', contact: '', title: '夜间模式', content: '希望增加夜间模式',
    image: [], created: '2026-11-20 09:30:00', reply: '', replied: '', ...overrides,
  };
}

beforeEach(() => {
  harness.server.ok(calls.messageCount, { 1: 0, 2: 0, 3: 1, 4: 0 });
});

it('opens on 我的反馈 from the address and lists feedback with pictures and replies', async () => {
  const answered = feedback(2, {
    type: 1, type_name: '事项办理问题', apps_id: 12, app_name: '学生请假申请', title: '', content: '提交后一直转圈',
    image: [
      { id: 'f1', name: '截图1.png', url: '/api/files/download?file_id=f1', thumb_url: '/api/files/download?file_id=f1&thumb=1' },
      { id: 'f2', name: '截图2.png', url: '/api/files/download?file_id=f2' },
    ],
    reply: '已修复，请再试一次', replied: '2026-11-21 10:00:00',
  });
  harness.server.ok(calls.getMyFeedback, { list: [answered, feedback(1)], total: 2, p: 1, page_size: 10 });
  renderH5(<MessageCenter mtype="feedback" onMobile={false} />);
  await waitFor(() => expect(screen.getAllByTestId('my-feedback-item')).toHaveLength(2));
  expect(screen.getByRole('tab', { selected: true }).textContent).toBe('我的反馈');
  const [first, second] = screen.getAllByTestId('my-feedback-item');
  expect(within(first).getByText('学生请假申请')).toBeTruthy();
  expect(within(first).getByTestId('my-feedback-reply').textContent).toContain('已修复，请再试一次');
  const pictures = within(first).getAllByTestId('feedback-image');
  expect(pictures.map((p) => p.textContent)).toEqual(['截图1.png', '截图2.png']);
  const sources = pictures.map((p) => p.querySelector('[src]')?.getAttribute('src') ?? '');
  expect(sources[0]).toMatch(/file_id=f1&thumb=1$/);
  expect(sources[1]).toMatch(/file_id=f2$/);
  expect(within(second).getByText('夜间模式')).toBeTruthy();
  expect(within(second).getByText('待回复')).toBeTruthy();
  expect(harness.server.seen.some((r) => r.path === calls.getMessageList.path)).toBe(false);
});

it('says so when there is no feedback yet', async () => {
  harness.server.ok(calls.getMyFeedback, { list: [], total: 0, p: 1, page_size: 10 });
  renderH5(<MessageCenter mtype="feedback" onMobile />);
  expect(await screen.findByText('暂无反馈')).toBeTruthy();
});
