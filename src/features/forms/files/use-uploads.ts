/**
 * The uploads of one Attachment field: each picked file checked against the field's rules first (the validator's
 * own rule, so the refusal reads as the validator's), then sent with its progress shown; the server's refusal is
 * kept beside the field. An upload still going when the field goes away is stopped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkFieldValue, type FileRef, type FieldProblem } from '@contract/forms';
import { ErrorCode } from '@contract/envelope';
import { specText } from '@contract/texts';
import type { PickedFile } from '@/ui/file-picker/types';
import { languageTag } from '@/stores/ui-settings';
import { RequestError } from '@/services/request';
import { uploadFile } from '@/services/upload';
import type { UploadTask } from '@/services/upload.types';
import { useFormContext } from '../form-context';
import { useWorkingState } from '../working-state';
import { problemText } from '../use-forms-texts';
import type { FieldOf } from '../fields/field-props';

export interface Uploading {
  key: number;
  name: string;
  percent: number;
}

export interface UploadFailure {
  key: number;
  name: string;
  message: string;
}

let nextKey = 0;

/** A file's own problem (its type, its size), by the field's rules without the count and the required mark. */
function fileProblem(field: FieldOf<'Attachment'>, file: PickedFile): FieldProblem | null {
  return checkFieldValue({ ...field, required: false, max_files: undefined }, [{ id: 'picked', name: file.name, size: file.size }]);
}

export function useUploads(field: FieldOf<'Attachment'>, count: number, add: (file: FileRef) => void) {
  const { lang, upload } = useFormContext();
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [failures, setFailures] = useState<UploadFailure[]>([]);
  const tasks = useRef(new Map<number, UploadTask>());
  const countUpload = useWorkingState((s) => s.countUpload);
  useEffect(() => {
    const running = tasks.current;
    return () => running.forEach((task) => task.abort());
  }, []);

  const fail = useCallback((name: string, message: string) => setFailures((f) => [...f, { key: (nextKey += 1), name, message }]), []);

  const start = useCallback(
    (picked: PickedFile[]) => {
      const room = field.max_files === undefined ? picked.length : Math.max(0, field.max_files - count - tasks.current.size);
      picked.forEach((file, i) => {
        const problem = i >= room ? { key: 'formFilesTooMany' as const, params: { max: field.max_files ?? 0 } } : fileProblem(field, file);
        if (problem) return fail(file.name, problemText(problem, lang));
        const key = (nextKey += 1);
        setUploading((u) => [...u, { key, name: file.name, percent: 0 }]);
        countUpload(1);
        const task = uploadFile(
          file,
          { category: upload.category, app_id: upload.appId, field: field.id, inst_id: upload.instId },
          {
            language: languageTag(lang),
            networkText: specText('network', lang),
            onProgress: (percent) => setUploading((u) => u.map((x) => (x.key === key ? { ...x, percent } : x))),
          },
        );
        tasks.current.set(key, task);
        task.done
          .then(
            (stored) => add({ id: stored.id, name: file.name, size: stored.size }),
            (error: unknown) => {
              if (error instanceof RequestError && error.e === ErrorCode.CANCELLED) return;
              fail(file.name, error instanceof Error ? error.message : String(error));
            },
          )
          .finally(() => {
            countUpload(-1);
            tasks.current.delete(key);
            setUploading((u) => u.filter((x) => x.key !== key));
          });
      });
    },
    [field, count, lang, upload, add, fail, countUpload],
  );

  const dismiss = useCallback((key: number) => setFailures((f) => f.filter((x) => x.key !== key)), []);
  return { uploading, failures, start, dismiss };
}
