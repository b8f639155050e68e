export interface RichTextViewProps {
  /** A RichText value as the server stored it (sanitised). */
  html: string;
}
