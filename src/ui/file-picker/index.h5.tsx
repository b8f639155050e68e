import { useRef, type FC } from 'react';
import type { FilePickerProps } from './types';
import './file-picker.scss';

// A button that opens the browser's file chooser: the <input type=file> itself is hidden, as its look cannot be
// styled, and out of the tab order, as the button is what people reach.
const FilePicker: FC<FilePickerProps> = ({ label, ariaLabel, describedBy, accept, max, disabled, onPick, testId }) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="ch-file-picker" disabled={disabled} aria-label={ariaLabel} aria-describedby={describedBy} onClick={() => input.current?.click()}>
        <span className="ch-file-picker__icon" aria-hidden="true" />
        {label}
      </button>
      <input
        ref={input}
        className="ch-visually-hidden"
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept?.length ? accept.map((ext) => `.${ext}`).join(',') : undefined}
        multiple={max > 1}
        data-testid={testId}
        onChange={(e) => {
          // The browser cannot limit how many are chosen: all are handed on, for the caller to say what is too many.
          const files = Array.from(e.target.files ?? []);
          // The same file may be picked again after it was removed.
          e.target.value = '';
          if (files.length) onPick(files.map((file) => ({ name: file.name, size: file.size, source: file })));
        }}
      />
    </>
  );
};

export default FilePicker;
