/**
 * What the renderer sends is what the server stores: forms of the demo campus, as getAppForm gives them to a staff
 * member, filled in through every kind of control, submitted with startMatter and read back with getMatterDetail
 * from the real server. Together the four services cover every field type. Files are uploaded through the upload
 * call (and one attached again from an earlier application); the server's own checks refuse what they must.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { initialValues, type FormSchema, type FormValues, type PersonRef } from '@contract/forms';
import type { FormState } from '@/features/forms';
import { api } from '@/services/api';
import { renderH5, TARGET, useApiOrigin } from '../support/render';
import { startCampusServer, type CampusServer } from './support/campus-server';
import { cellScope, check, date, pickInSheet, select, settle, submit, type, upload } from './support/fill';
import { FormHarness } from './support/form-harness';

let server: CampusServer;

beforeAll(async () => {
  server = await startCampusServer();
  useApiOrigin(server.origin);
  await server.signIn('T0001', 'Staff@2026');
}, 240_000);
afterAll(() => server?.close());
afterEach(() => jest.restoreAllMocks());

const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

/** A file the user picks: a File on H5; in the mini-program the chat picker (stubbed) hands over its path. */
function pickFile(name: string, content: string): File[] {
  const file = new File([content], name, { type: 'application/octet-stream' });
  if (TARGET === 'weapp') {
    jest.spyOn(Taro, 'showActionSheet').mockResolvedValue({ tapIndex: 1, errMsg: 'showActionSheet:ok' });
    jest.spyOn(Taro, 'chooseMessageFile').mockResolvedValue({
      errMsg: 'chooseMessageFile:ok',
      tempFiles: [{ name, size: file.size, path: `data:application/octet-stream;base64,${Buffer.from(content).toString('base64')}`, type: 'file', time: 0 }],
    });
  }
  return [file];
}

async function serviceId(name: string): Promise<number> {
  const found = (await api.getappsall()).find((app) => app.name === name);
  if (!found) throw new Error(`no service ${name}`);
  return found.id;
}

interface Opened {
  appId: number;
  schema: FormSchema;
  state(): FormState;
  submitted(): FormValues;
}

/** Opens a service's form as the start page does: its defaults and the applicant's prefilled values. */
async function open(name: string, layout: 'desktop' | 'mobile' = 'mobile'): Promise<Opened> {
  const appId = await serviceId(name);
  const { schema, prefill } = await api.getAppForm({ app_id: appId });
  const initial = { ...initialValues(schema), ...Object.fromEntries(Object.entries(prefill).map(([id, p]) => [id, p.value])) };
  let state: FormState | undefined;
  let sent: FormValues | undefined;
  renderH5(
    <FormHarness
      schema={schema}
      initial={initial}
      layout={layout}
      appId={appId}
      prefilled={Object.fromEntries(Object.entries(prefill).map(([id, p]) => [id, p.label]))}
      onState={(s) => (state = s)}
      onSubmit={(values) => (sent = values)}
    />,
  );
  await waitFor(() => expect(state?.status).toBe(2));
  return {
    appId,
    schema,
    state: () => state as FormState,
    submitted: () => {
      if (!sent) throw new Error(`not submitted: ${JSON.stringify(state?.problems)}`);
      return sent;
    },
  };
}

/** Submits through the renderer, starts the application and reads back what the server stored. */
async function roundTrip(form: Opened): Promise<{ sent: FormValues; stored: Record<string, unknown> }> {
  await submit();
  const sent = form.submitted();
  // Some of these services are started from a computer only: that is the start page's rule, not what is checked here.
  const { inst_id } = await api.startMatter({ app_id: form.appId, values: JSON.stringify(sent), terminal: 'pc' });
  const detail = await api.getMatterDetail({ inst_id });
  return { sent, stored: detail.values };
}

const uploadedFile = async (form: Opened, fieldId: string) =>
  waitFor(() => {
    const files = form.state().values[fieldId];
    expect(Array.isArray(files) && files.length > 0).toBe(true);
    return files as { id: string; name: string; size: number }[];
  }, { timeout: 15_000 });

const person = async (number: string): Promise<PersonRef> => {
  const [found] = await api.searchPeople({ keyword: number });
  return { uid: found.uid, name: found.name };
};

it('stores a travel claim as filled in: text, a region, a date range, people, a reordered table, money, a file, a choice', async () => {
  const grid = TARGET === 'h5';
  const colleague = await person('T0002');
  const form = await open('差旅费报销', grid ? 'desktop' : 'mobile');
  await type(/^出差事由/, '参加第十届全国计算机教育大会');
  await select(/^出差地点 省/, '浙江省');
  await select(/^出差地点 市/, '杭州市');
  await date(/^出差日期 开始/, '2026-03-02');
  await date(/^出差日期 结束/, '2026-03-05');
  await pickInSheet('同行人员', 'T0002', [colleague.name]);
  await type(/^经费项目编号/, 'KY20250123');

  // The table starts with its one required row; a second is added, filled, then moved above the first.
  const first = cellScope(1, grid);
  await select(first.name('费用类别'), '住宿费', first.scope);
  await type(first.name('金额'), '680.50', first.scope);
  await type(first.name('发票号码'), '12345678', first.scope);
  fireEvent.click(screen.getByText('+ 添加一行'));
  await settle();
  const second = cellScope(2, grid);
  await select(second.name('费用类别'), '伙食补助', second.scope);
  await type(second.name('金额'), '300', second.scope);
  fireEvent.click(screen.getByRole('button', { name: '上移第 2 行' }));
  await settle();

  await type(/^报销总额/, '980.50');
  await upload('form1_8', pickFile('住宿发票.pdf', PDF));
  const [invoice] = await uploadedFile(form, 'form1_8');
  await check('公务卡还款');

  const { stored } = await roundTrip(form);
  expect(stored).toEqual({
    form1_1: '参加第十届全国计算机教育大会',
    form1_2: { codes: ['330000', '330100'] },
    form1_3: ['2026-03-02', '2026-03-05'],
    form1_4: [colleague],
    form1_5: 'KY20250123',
    form1_6: [
      { form1_6_1: 'meals', form1_6_2: 300 },
      { form1_6_1: 'hotel', form1_6_2: 680.5, form1_6_3: '12345678' },
    ],
    form1_7: 980.5,
    form1_8: [{ id: invoice.id, name: '住宿发票.pdf', size: PDF.length }],
    form1_9: 'official_card',
  });
}, 120_000);

it('stores a trip abroad: a select, a searchable multi-select, a number, rich text and a file attached again', async () => {
  const form = await open('教职工因公出国（境）审批', TARGET === 'h5' ? 'desktop' : 'mobile');
  await select(/^出访类型/, '参加国际学术会议');
  await pickInSheet('出访国家（地区）', '国', ['英国', '德国']);
  await date(/^出访日期 开始/, '2026-06-01');
  await date(/^出访日期 结束/, '2026-06-12');
  await type(/^在外天数/, '12');
  await type(/^邀请单位/, 'University of Cambridge');
  await check('科研经费');
  await type(/^经费预算/, '25000');
  const itinerary = TARGET === 'h5' ? '<p>第一天：报到</p><p>第二天：<b>大会报告</b></p>' : '第一天：报到\n第二天：大会报告';
  if (TARGET === 'h5') {
    const editor = await screen.findByRole('textbox', { name: '出访任务与日程安排' });
    editor.innerHTML = itinerary;
    fireEvent.input(editor);
  } else {
    await type(/^出访任务与日程安排/, itinerary);
  }
  // The invitation is a file attached to an earlier application, attached again instead of uploaded.
  fireEvent.click(screen.getByText('使用以前上传的文件'));
  const sheet = await screen.findByRole('dialog', { name: '以前上传的文件' });
  await waitFor(() => within(sheet).getAllByLabelText('住宿发票.pdf'));
  await check('住宿发票.pdf', sheet);
  fireEvent.click(within(sheet).getByText('确定'));
  await settle();
  expect(screen.getByText('住宿发票.pdf')).toBeTruthy();
  // The approval number is the international affairs office's to fill in: the applicant reads it.
  expect(screen.queryByLabelText(/^批件编号/)).toBeNull();
  expect(screen.getByText('批件编号')).toBeTruthy();

  const { sent, stored } = await roundTrip(form);
  expect(stored).toEqual({
    form1_1: 'conference',
    form1_2: ['GB', 'DE'],
    form1_3: ['2026-06-01', '2026-06-12'],
    form1_4: 12,
    form1_5: 'University of Cambridge',
    form1_7: 'research',
    form1_8: 25000,
    form1_9: TARGET === 'h5' ? '<p>第一天：报到</p><p>第二天：<b>大会报告</b></p>' : '<p>第一天：报到</p><p>第二天：大会报告</p>',
    form1_10: 'no',
    form1_11: sent.form1_11,
  });
  expect(stored.form1_11).toEqual([expect.objectContaining({ name: '住宿发票.pdf', size: PDF.length })]);
}, 120_000);

it('stores a room booking: one searchable choice, a date-time range, check boxes, one person, a phone', async () => {
  const contact = await person('T0003');
  const form = await open('会议室预约');
  await pickInSheet('会议室', '305', ['行政楼 305 会议室（16 人）']);
  await date(/^会议时间 开始/, '2026-04-08 14:00');
  await date(/^会议时间 结束/, '2026-04-08 16:30');
  await type(/^会议名称/, '教学工作研讨会');
  await type(/^参会人数/, '14');
  await check('投影 / 大屏');
  await check('茶水服务');
  await pickInSheet('会务联系人', 'T0003', [contact.name]);
  await type(/^联系电话/, '13912345678');

  const { stored } = await roundTrip(form);
  expect(stored).toEqual({
    form1_1: 'admin305',
    form1_2: ['2026-04-08 14:00', '2026-04-08 16:30'],
    form1_3: '教学工作研讨会',
    form1_4: 14,
    form1_5: ['projector', 'tea'],
    form1_6: [contact],
    form1_7: '13912345678',
  });
}, 120_000);

it('stores a seal request: several lines of text and a single date; a default kept as it was', async () => {
  const form = await open('公章使用申请');
  await check('学校公章');
  await check('证明材料');
  await type(/^文件名称/, '在职证明');
  await date(/^用印日期/, '2026-05-20');
  await type(/^用印事由/, '为教师办理签证\n开具在职证明');
  await upload('form1_8', pickFile('在职证明.pdf', PDF));
  const [document] = await uploadedFile(form, 'form1_8');

  const { stored } = await roundTrip(form);
  expect(stored).toEqual({
    form1_1: ['university'],
    form1_2: 'certificate',
    form1_3: '在职证明',
    form1_4: 1,
    form1_5: 'no',
    form1_6: '2026-05-20',
    form1_7: '为教师办理签证\n开具在职证明',
    form1_8: [{ id: document.id, name: '在职证明.pdf', size: PDF.length }],
  });
}, 120_000);

describe('uploads', () => {
  it('refuses a file of the wrong type or too large before sending it, and shows why the server refused one', async () => {
    await open('差旅费报销');
    await upload('form1_8', pickFile('setup.exe', 'MZ'));
    expect(await screen.findByText('setup.exe 上传失败：不支持的文件类型')).toBeTruthy();
    await upload('form1_8', pickFile('大文件.pdf', '0'.repeat(10 * 1024 * 1024 + 1)));
    expect(await screen.findByText('大文件.pdf 上传失败：文件大小不能超过10MB')).toBeTruthy();
    // A PDF in name only: the server reads its content.
    await upload('form1_8', pickFile('伪装.pdf', 'plain text, not a PDF'));
    expect(await screen.findByText('伪装.pdf 上传失败：文件内容与扩展名 .pdf 不符，请上传真实的 .pdf 文件', undefined, { timeout: 15_000 })).toBeTruthy();
  }, 60_000);
});
