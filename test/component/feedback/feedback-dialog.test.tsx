/**
 * The feedback dialog (spec §3 Feedback, §5) on both targets against a local envelope server: type labels cut at 7
 * characters; type 1 needs a service (请选择事项名称), the others a brief function description (请填写功能简述); the
 * opinion is required (请填写意见描述) and its counter shows 256 characters refused before anything is sent; sent, the
 * dialog shows the server's own message and closes; attachments appear only when the site offers them, and pictures
 * uploaded go with the feedback.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { FeedbackSection } from '@/features/feedback';
import { FeedbackDialog } from '@/features/feedback/feedback-dialog';
import { useSiteConfig } from '@/stores/site-config';
import { appRequestServer } from '../support/app-request-server';
import { siteConfig } from '../support/fixtures';
import { renderH5, TARGET } from '../support/render';

const app = appRequestServer();

const TYPES = [
  { type: 1, name: '事项办理问题' },
  { type: 2, name: '功能建议' },
  { type: 4, name: '账号登录与权限相关问题' },
];

function withAttachments(on: boolean) {
  const base = siteConfig();
  act(() => useSiteConfig.setState({ config: { ...base, system_setting: { ...base.system_setting, feedback_attachment: on ? 1 : 0 } } }));
}

async function open() {
  app.server.ok(calls.sfeedbacktypelist, TYPES);
  app.server.ok(calls.getappsall, [{ id: 12, name: '学生请假申请' }]);
  const onClose = jest.fn();
  renderH5(<FeedbackDialog onClose={onClose} />);
  const dialog = await screen.findByTestId('feedback-form');
  return { dialog, onClose };
}

/** Types into the text box (or text area) of a field, on either target. */
async function typeIn(field: string, text: string) {
  const box = await waitFor(() => {
    const found = screen.getByTestId(`feedback-${field}`).querySelector('textarea, input');
    if (!found) throw new Error(`no text box in ${field}`);
    return found;
  });
  await act(async () => fireEvent.input(box, { target: { value: text } }));
}

/** Chooses a type other than 1: the brief function description takes the service's place. */
async function chooseType(dialog: HTMLElement, label: string) {
  // H5: the native radio; the mini-program: the input Taro's radio draws inside itself, a frame later.
  const radio = await waitFor(() => {
    const named = within(dialog).getAllByLabelText(label);
    const found = named.find((e) => e.tagName === 'INPUT') ?? named.map((e) => e.querySelector('input')).find(Boolean);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  await act(async () => fireEvent.click(radio));
  await screen.findByTestId('feedback-brief');
}

const submit = () => act(async () => fireEvent.click(screen.getByTestId('feedback-submit')));
const sentFeedback = () => app.server.seen.filter((r) => r.path === calls.addfeedback.path);
const toasts = () => app.shown.mock.calls.map(([options]) => (options as { content: string }).content);

afterEach(() => act(() => useSiteConfig.setState({ config: null })));

it('offers the types with labels cut at 7 characters; type 1 without a service shows 请选择事项名称', async () => {
  withAttachments(false);
  const { dialog } = await open();
  expect(within(dialog).getByText('账号登录与权限…')).toBeTruthy();
  expect(within(dialog).queryByText('账号登录与权限相关问题')).toBeNull();
  await submit();
  expect(within(dialog).getByText('请选择事项名称')).toBeTruthy();
  expect(within(dialog).getByText('请填写意见描述')).toBeTruthy();
  expect(sentFeedback()).toHaveLength(0);
});

it('asks any other type for a brief function description, counts the opinion and refuses 256 characters before sending', async () => {
  withAttachments(false);
  const { dialog, onClose } = await open();
  await chooseType(dialog, '功能建议');
  await submit();
  expect(within(dialog).getByText('请填写功能简述')).toBeTruthy();
  expect(within(dialog).queryByText('请选择事项名称')).toBeNull();
  expect(screen.getByTestId('feedback-count').textContent).toBe('0/255');

  await typeIn('brief', '夜间模式');
  await typeIn('content', '意'.repeat(256));
  expect(screen.getByTestId('feedback-count').textContent).toBe('256/255');
  await submit();
  expect(within(dialog).getByText('意见描述不能超过255个字')).toBeTruthy();
  expect(sentFeedback()).toHaveLength(0);

  app.server.answer(calls.addfeedback.path, { body: { e: 0, m: '提交成功，感谢您的反馈', d: { id: 7 } } });
  await typeIn('content', '意'.repeat(255));
  await typeIn('contact', '13912345678');
  await submit();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(toasts()).toContain('提交成功，感谢您的反馈');
  expect(sentFeedback().map((r) => r.form)).toEqual([{ type: '2', title: '夜间模式', contact: '13912345678', content: '意'.repeat(255) }]);
});

it('shows the server’s refusal in the dialog and keeps it open', async () => {
  withAttachments(false);
  const { dialog, onClose } = await open();
  await chooseType(dialog, '功能建议');
  await typeIn('brief', '附件');
  await typeIn('content', '看图');
  app.server.answer(calls.addfeedback.path, { status: 400, body: { e: 400, m: '附件不存在或不是您上传的：别人的.png', d: null } });
  await submit();
  expect(await within(dialog).findByText('附件不存在或不是您上传的：别人的.png')).toBeTruthy();
  expect(onClose).not.toHaveBeenCalled();
});

it('hides attachments when the site has them off', async () => {
  withAttachments(false);
  const { dialog } = await open();
  expect(within(dialog).queryByTestId('feedback-attachments')).toBeNull();
});

// The mini-program's picker hands paths to Taro.uploadFile, which the form tests cover; here the browser's File.
(TARGET === 'h5' ? it : it.skip)('uploads pictures when the site offers attachments and sends them with the feedback', async () => {
  withAttachments(true);
  const { dialog, onClose } = await open();
  expect(within(dialog).getByTestId('feedback-attachments')).toBeTruthy();
  app.server.answer(calls.upload.path, { body: { e: 0, m: 'ok', d: { state: 'SUCCESS', id: 'f1', original: '截图1.png', url: '/api/files/download?file_id=f1', size: 70, ext: 'png' } } });
  const pick = (name: string) => act(async () => fireEvent.change(screen.getByTestId('feedback-file-input'), { target: { files: [new File(['png'], name, { type: 'image/png' })] } }));
  await pick('截图1.png');
  await waitFor(() => expect(within(dialog).getAllByTestId('feedback-image')).toHaveLength(1));
  app.server.answer(calls.upload.path, { body: { e: 0, m: 'ok', d: { state: 'SUCCESS', id: 'f2', original: '截图2.png', url: '/api/files/download?file_id=f2', size: 70, ext: 'png' } } });
  await pick('截图2.png');
  await waitFor(() => expect(within(dialog).getAllByTestId('feedback-image')).toHaveLength(2));
  const uploads = app.server.seen.filter((r) => r.path === calls.upload.path && r.method === 'POST');
  expect(uploads.map((r) => r.query)).toEqual([expect.objectContaining({ category: 'feedback', thumb: '1' }), expect.objectContaining({ category: 'feedback', thumb: '1' })]);
  expect(within(dialog).getByText('截图2.png')).toBeTruthy();

  app.server.answer(calls.addfeedback.path, { body: { e: 0, m: '提交成功，感谢您的反馈', d: { id: 8 } } });
  await chooseType(dialog, '功能建议');
  await typeIn('brief', '上传');
  await typeIn('content', '见截图');
  await submit();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const image = JSON.parse(String(sentFeedback()[0].form.image)) as { id: string; name: string }[];
  expect(image.map((f) => [f.id, f.name])).toEqual([['f1', '截图1.png'], ['f2', '截图2.png']]);
});

it('opens from the personal centre’s 意见反馈 and closes with 取消', async () => {
  withAttachments(false);
  app.server.ok(calls.sfeedbacktypelist, TYPES);
  app.server.ok(calls.getappsall, []);
  renderH5(<FeedbackSection onMobile />);
  const section = await screen.findByTestId('personal-feedback');
  await act(async () => fireEvent.click(within(section).getByTestId('personal-feedback-open')));
  await screen.findByTestId('feedback-form');
  await act(async () => fireEvent.click(screen.getByTestId('feedback-cancel')));
  await waitFor(() => expect(screen.queryByTestId('feedback-form')).toBeNull());
});
