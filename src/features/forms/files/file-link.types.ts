import type { FileRef } from '@contract/forms';

export interface FileLinkProps {
  file: FileRef;
  /** The application the file is read through (its participants may read it). */
  instId?: string;
  label: string;
  /** Offers the file as a link to copy: the mini-program does so for a type its document viewer does not open. */
  onOfferLink(file: FileRef): void;
}
