import { documentViewerType, hasDownloadableName, miniProgramOffer } from './downloads';

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
    expect(documentViewerType('docx')).toBeNull();
  });

  it('offers every other file as a link to copy, and a name without an extension not at all', () => {
    expect(miniProgramOffer('申请表.docx')).toBe('viewer');
    expect(miniProgramOffer('录像.zip')).toBe('link');
    expect(miniProgramOffer('照片.jpg')).toBe('link');
    expect(miniProgramOffer('无扩展名')).toBe('none');
  });
});
