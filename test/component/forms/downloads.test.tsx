/**
 * Files offered where a form is read (spec §2 copy-link dialog, §5, §7 getDownloadFileUrl / getDownloadFile, §9):
 * a file row offers its download link in a small dialog with a copy button that says it copied; a link that cannot
 * be had says 下载地址获取失败; a name without an extension is not downloaded. H5 saves a file through a hidden frame
 * removed after 60 s. The mini-program opens office documents and PDFs in its document viewer (downloaded first),
 * offers other types as a link to copy, and answers a file over 50M with the spec's text.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { calls } from '@contract/calls';
import type { FileRef, FormSchema } from '@contract/forms';
import { specText } from '@contract/texts';
import { FormRenderer } from '@/features/forms';
import { DOWNLOAD_FRAME_MS } from '@/services/download';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { settle } from './support/fill';

const site = pageServer();
const MB = 1024 * 1024;
const LINK = '/api/files/downloadSharedFile?file=f-report&date=2026-11-27&sign=' + 'a'.repeat(64);

const schema: FormSchema = { form_no: 1, fields: [{ id: 'form1_1', type: 'Attachment', label: '证明材料', label_en: 'Documents' }] };

async function showFiles(files: FileRef[]): Promise<void> {
  renderH5(<FormRenderer schema={schema} values={{ form1_1: files }} onChange={() => undefined} readOnly instId="88" layout="mobile" />);
  await settle(50);
}

const h5 = TARGET === 'h5' ? it : it.skip;
const weapp = TARGET === 'weapp' ? it : it.skip;

afterEach(() => {
  jest.restoreAllMocks();
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

describe('the copy-link dialog', () => {
  let clipboard: jest.Mock;
  beforeEach(() => {
    clipboard = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: clipboard }, configurable: true });
  });

  it('offers the file’s link, valid today, and says when it copied it', async () => {
    site.server.ok(calls.getDownloadFileUrl, LINK);
    const copied = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never);
    await showFiles([{ id: 'f-report', name: '实习报告.pdf', size: 2048 }]);
    fireEvent.click(screen.getByLabelText('复制链接：实习报告.pdf'));
    const dialog = await screen.findByTestId('copy-link-dialog');
    expect(site.server.seen.map((r) => [r.path, r.query])).toEqual([[calls.getDownloadFileUrl.path, { file: 'f-report', inst_id: '88' }]]);
    const address = `${site.server.origin}${LINK}`;
    expect(within(dialog).getByTestId('copy-link-address').textContent).toBe(address);
    expect(within(dialog).getByText('实习报告.pdf')).toBeTruthy();
    expect(within(dialog).getByText('链接仅当天有效，可在电脑浏览器中打开下载')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('copy-link'));
    await waitFor(() => expect(within(dialog).getByTestId('copy-link').textContent).toBe('已复制'));
    expect(within(dialog).getAllByText('已复制')).toHaveLength(2);
    if (TARGET === 'h5') expect(clipboard).toHaveBeenCalledWith(address);
    else expect(copied).toHaveBeenCalledWith({ data: address });
  });

  h5('selects the link and copies it the old way where the clipboard API is refused', async () => {
    site.server.ok(calls.getDownloadFileUrl, LINK);
    clipboard.mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'));
    // The browser copies what is selected when it is asked to.
    let selected = '';
    const execCommand = jest.fn(() => ((selected = window.getSelection()?.toString() ?? ''), true));
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await showFiles([{ id: 'f-report', name: '实习报告.pdf', size: 2048 }]);
    fireEvent.click(screen.getByLabelText('复制链接：实习报告.pdf'));
    const dialog = await screen.findByTestId('copy-link-dialog');
    fireEvent.click(within(dialog).getByTestId('copy-link'));
    await waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    expect(selected).toBe(`${site.server.origin}${LINK}`);
    await waitFor(() => expect(within(dialog).getByTestId('copy-link').textContent).toBe('已复制'));
  });

  it('says 下载地址获取失败 when the link cannot be had', async () => {
    site.server.answer(calls.getDownloadFileUrl.path, { status: 403, body: { e: 403, m: '没有权限执行此操作', d: null } });
    await showFiles([{ id: 'f-report', name: '实习报告.pdf', size: 2048 }]);
    fireEvent.click(screen.getByLabelText('复制链接：实习报告.pdf'));
    expect(await screen.findByText(specText('downloadUrlFailed'))).toBeTruthy();
    expect(screen.queryByTestId('copy-link-dialog')).toBeNull();
  });
});

describe('downloading on H5', () => {
  h5('saves the file through a hidden frame at its link, removed after 60 s', async () => {
    site.server.ok(calls.getDownloadFileUrl, LINK);
    const timers = jest.spyOn(window, 'setTimeout');
    await showFiles([{ id: 'f-report', name: '实习报告.pdf', size: 2048 }]);
    const link = screen.getByRole('link', { name: '下载 实习报告.pdf' });
    // Opened in a new tab the link still downloads, with the session.
    expect(link.getAttribute('href')).toBe(`${site.server.origin}/api/files/download?file_id=f-report&inst_id=88`);
    fireEvent.click(link);
    const frame = await waitFor(() => {
      const found = document.querySelector<HTMLIFrameElement>('iframe[data-download]');
      if (!found) throw new Error('no download frame yet');
      return found;
    });
    expect(frame.src).toBe(`${site.server.origin}${LINK}`);
    expect(frame.hidden).toBe(true);
    // The last 60 s timer set: the frame's removal (the request's own time limit was set before it).
    expect(DOWNLOAD_FRAME_MS).toBe(60_000);
    const [removal] = timers.mock.calls.filter(([, ms]) => ms === DOWNLOAD_FRAME_MS).at(-1)!;
    act(() => (removal as () => void)());
    expect(document.querySelector('iframe[data-download]')).toBeNull();
  });

  h5('does not download a file whose name has no extension', async () => {
    await showFiles([{ id: 'f-bare', name: 'README', size: 10 }]);
    fireEvent.click(screen.getByRole('link', { name: '下载 README' }));
    expect(await screen.findByText('文件名没有扩展名，不能下载')).toBeTruthy();
    expect(site.server.seen).toEqual([]);
    expect(document.querySelector('iframe')).toBeNull();
  });

  h5('says 下载地址获取失败 when the link for the frame cannot be had', async () => {
    site.server.answer(calls.getDownloadFileUrl.path, 'drop');
    await showFiles([{ id: 'f-report', name: '实习报告.pdf', size: 2048 }]);
    fireEvent.click(screen.getByRole('link', { name: '下载 实习报告.pdf' }));
    expect(await screen.findByText(specText('downloadUrlFailed'))).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('downloading in the mini-program', () => {
  let downloadFile: jest.SpyInstance;
  let openDocument: jest.SpyInstance;
  beforeEach(() => {
    downloadFile = jest.spyOn(Taro, 'downloadFile').mockResolvedValue({ tempFilePath: 'wxfile://tmp/申请表.docx', statusCode: 200, errMsg: 'downloadFile:ok' } as never);
    openDocument = jest.spyOn(Taro, 'openDocument').mockResolvedValue({ errMsg: 'openDocument:ok' } as never);
  });

  weapp('answers a 60M file with the spec’s text and downloads nothing', async () => {
    site.server.answer(calls.getDownloadFile.path, { status: 400, body: { e: 1, m: '文件大于50M，不能通过小程序 下载，请到电脑进行下载', d: null } });
    await showFiles([{ id: 'f-video', name: '答辩材料.pptx', size: 60 * MB }]);
    fireEvent.click(screen.getByLabelText('下载 答辩材料.pptx'));
    expect(await screen.findByText('文件大于50M，不能通过小程序 下载，请到电脑进行下载')).toBeTruthy();
    expect(site.server.seen.map((r) => [r.path, r.query])).toEqual([[calls.getDownloadFile.path, { id: 'f-video', inst_id: '88' }]]);
    expect(downloadFile).not.toHaveBeenCalled();
    expect(openDocument).not.toHaveBeenCalled();
  });

  weapp('opens a docx in the document viewer once it is downloaded', async () => {
    site.server.ok(calls.getDownloadFile, '/api/files/download?file_id=f-form&inst_id=88');
    await showFiles([{ id: 'f-form', name: '申请表.docx', size: 30 * 1024 }]);
    fireEvent.click(screen.getByLabelText('下载 申请表.docx'));
    await waitFor(() => expect(openDocument).toHaveBeenCalledWith({ filePath: 'wxfile://tmp/申请表.docx', fileType: 'docx', showMenu: true }));
    expect(downloadFile).toHaveBeenCalledWith(expect.objectContaining({ url: `${site.server.origin}/api/files/download?file_id=f-form&inst_id=88` }));
  });

  weapp('offers a type the viewer does not open as a link to copy', async () => {
    site.server.ok(calls.getDownloadFileUrl, LINK);
    await showFiles([{ id: 'f-zip', name: '源代码.zip', size: 2 * MB }]);
    fireEvent.click(screen.getByLabelText('下载 源代码.zip'));
    const dialog = await screen.findByTestId('copy-link-dialog');
    expect(within(dialog).getByTestId('copy-link-address').textContent).toBe(`${site.server.origin}${LINK}`);
    expect(site.server.seen.map((r) => r.path)).toEqual([calls.getDownloadFileUrl.path]);
    expect(downloadFile).not.toHaveBeenCalled();
  });

  weapp('does not open a file whose name has no extension', async () => {
    await showFiles([{ id: 'f-bare', name: 'README', size: 10 }]);
    fireEvent.click(screen.getByLabelText('下载 README'));
    expect(await screen.findByText('文件名没有扩展名，不能下载')).toBeTruthy();
    expect(site.server.seen).toEqual([]);
  });
});
