export interface NoticeBodyProps {
  /** The notice's HTML as the server sanitised it. */
  html: string;
}
