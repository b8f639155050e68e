import { documentViewerType, hasDownloadableName } from './downloads';

describe('download rules', () => {
  it('downloads only a file whose name has an extension', () => {
    expect(hasDownloadableName('成绩单.pdf')).toBe(true);
    expect(hasDownloadableName('archive.tar.gz')).toBe(true);
    expect(hasDownloadableName('README')).toBe(false);
    expect(hasDownloadableName('半截.')).toBe(false);
  });

  it('opens the office documents and PDFs in the mini-program’s viewer, whatever the case of the extension', () => {
    for (const ext of ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf']) expect(documentViewerType(`报告.${ext}`)).toBe(ext);
    expect(documentViewerType('报告.DOCX')).toBe('docx');
    expect(documentViewerType('照片.jpg')).toBeNull();
    expect(documentViewerType('录像.zip')).toBeNull();
    expect(documentViewerType('docx')).toBeNull();
  });
});
