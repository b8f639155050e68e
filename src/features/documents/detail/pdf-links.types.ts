/** The issued document's two files: the sealed PDF as it was issued, and the archive PDF with its whole trail. */
export interface PdfLinksProps {
  id: number;
}
