import type { FileRef } from '@contract/forms';

export interface FileLinkProps {
  file: FileRef;
  /** The application the file is read through (its participants may read it). */
  instId?: string;
  label: string;
}
