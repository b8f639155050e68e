/**
 * The feedback dialog's state (spec §3 Feedback, §5): the types and, for type 1, the services to choose from; the
 * rules of contract/rules/validation.ts (the server checks the same); images uploaded as they are picked (category
 * feedback, with a thumbnail asked for); addfeedback, whose success message the caller shows.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeedbackType, UploadedFile } from '@contract/calls/feedback';
import { ErrorCode } from '@contract/envelope';
import { checkFeedback, FEEDBACK_TYPE_SERVICE } from '@contract/rules/validation';
import { specText, type TextKey } from '@contract/texts';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';
import { uploadFile } from '@/services/upload';
import type { UploadTask } from '@/services/upload.types';
import { languageTag, useUiSettings } from '@/stores/ui-settings';
import type { PickedFile } from '@/ui/file-picker/types';
import { useFeedbackTranslation } from './i18n';

/** The most pictures one feedback holds (the server's limit too). */
export const FEEDBACK_MAX_FILES = 9;

type Key = 'apps_id' | 'title' | 'content';

export interface FeedbackValues {
  type: number | undefined;
  apps_id: number | undefined;
  title: string;
  contact: string;
  content: string;
}

export type Choices = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; types: FeedbackType[]; services: { id: number; name: string }[] };

export interface Uploading {
  key: number;
  name: string;
  percent: number;
}

let nextKey = 0;

export function useFeedbackForm(onSent: (message: string) => void) {
  const { t } = useFeedbackTranslation();
  const lang = useUiSettings((s) => s.lang);
  const [choices, setChoices] = useState<Choices>({ kind: 'loading' });
  const [values, setValues] = useState<FeedbackValues>({ type: undefined, apps_id: undefined, title: '', contact: '', content: '' });
  const [problems, setProblems] = useState<Partial<Record<Key, TextKey>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  /** Each uploaded file's place among those picked. */
  const pickedOrder = useRef(new Map<string, number>());
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [busy, setBusy] = useState(false);
  const tasks = useRef(new Map<number, UploadTask>());

  const load = useCallback(() => {
    setChoices({ kind: 'loading' });
    Promise.all([api.sfeedbacktypelist({}, { quiet: true }), api.getappsall({}, { quiet: true })]).then(
      ([types, services]) => {
        setChoices({ kind: 'ready', types, services });
        setValues((v) => ({ ...v, type: v.type ?? types[0]?.type }));
      },
      () => setChoices({ kind: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);
  useEffect(() => {
    const running = tasks.current;
    return () => running.forEach((task) => task.abort());
  }, []);

  const change = <K extends keyof FeedbackValues>(key: K) => (value: FeedbackValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
    setFailure(null);
  };

  const pick = (picked: PickedFile[]) => {
    const room = FEEDBACK_MAX_FILES - files.length - tasks.current.size;
    if (picked.length > room) setFailure(t('tooMany', { max: FEEDBACK_MAX_FILES }));
    for (const file of picked.slice(0, Math.max(0, room))) {
      const key = (nextKey += 1);
      setUploading((u) => [...u, { key, name: file.name, percent: 0 }]);
      const task = uploadFile(file, { category: 'feedback', thumb: 1 }, {
        language: languageTag(lang),
        networkText: specText('network', lang),
        onProgress: (percent) => setUploading((u) => u.map((x) => (x.key === key ? { ...x, percent } : x))),
      });
      tasks.current.set(key, task);
      task.done
        .then(
          // The thumbnail's address when the server made one (spec §7 upload thumb); else the picture itself is shown.
          // Listed in the order picked, whichever upload finishes first.
          (stored) => {
            pickedOrder.current.set(stored.id, key);
            const place = (x: UploadedFile) => pickedOrder.current.get(x.id) ?? 0;
            setFiles((f) => [...f, { id: stored.id, name: stored.original, url: stored.url, ...(stored.thumb_url && { thumb_url: stored.thumb_url }) }].sort((a, b) => place(a) - place(b)));
          },
          (error: unknown) => {
            if (error instanceof RequestError && error.e === ErrorCode.CANCELLED) return;
            setFailure(error instanceof Error ? error.message : String(error));
          },
        )
        .finally(() => {
          tasks.current.delete(key);
          setUploading((u) => u.filter((x) => x.key !== key));
        });
    }
  };

  const remove = (id: string) => setFiles((f) => f.filter((x) => x.id !== id));

  const submit = async () => {
    if (busy || values.type === undefined || uploading.length > 0) return;
    const found = checkFeedback({ type: values.type, apps_id: values.apps_id, title: values.title, content: values.content });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const aboutService = values.type === FEEDBACK_TYPE_SERVICE;
    let message = '';
    try {
      await api.addfeedback(
        {
          type: values.type,
          apps_id: aboutService ? values.apps_id : undefined,
          title: aboutService ? undefined : values.title.trim(),
          contact: values.contact.trim() || undefined,
          content: values.content.trim(),
          image: files.length ? JSON.stringify(files) : undefined,
        },
        { quiet: true, onMessage: (m) => (message = m) },
      );
      onSent(message);
    } catch (error) {
      setFailure(error instanceof RequestError ? error.message : specText('network', lang));
      setBusy(false);
    }
  };

  return { choices, load, values, change, problems, failure, files, uploading, pick, remove, busy, submit };
}
