/**
 * The notice body's editor: Tiptap (ProseMirror underneath), loaded only with the back office's notice sections. It
 * writes the HTML the server keeps after sanitising (paragraphs, headings, lists, quotes, emphasis, links, pictures:
 * server/src/modules/forms/prepare-submission.ts RICH_TEXT) and the reader's page shows. Pictures are uploaded as
 * pictures for everyone (category public), so every reader of the notice can load them.
 */
import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { checkUrl } from '@contract/rules/validation';
import { specText } from '@contract/texts';
import { uploadFile } from '@/services/upload';
import { languageTag, useUiSettings } from '@/stores/ui-settings';
import { useContentTranslation } from './i18n';
import './rich-text-editor.scss';

interface Props {
  value: string;
  label: string;
  invalid: boolean;
  onChange(html: string): void;
}

/** What the editor holds when it holds nothing. */
const EMPTY = '<p></p>';

export function RichTextEditor({ value, label, invalid, onChange }: Props) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }), Image],
    content: value || EMPTY,
    immediatelyRender: true,
    editorProps: { attributes: { class: 'ch-rte__area', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, 'aria-invalid': String(invalid) } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A value from outside (the latest version loaded after a conflict) replaces what the editor shows.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (value !== shown) editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={`ch-rte${invalid ? ' ch-rte--invalid' : ''}`}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useContentTranslation();
  const lang = useUiSettings((s) => s.lang);
  const picker = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [failed, setFailed] = useState('');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading', { level: 2 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggles: { key: keyof typeof state; run(): void }[] = [
    { key: 'bold', run: () => chain().toggleBold().run() },
    { key: 'italic', run: () => chain().toggleItalic().run() },
    { key: 'underline', run: () => chain().toggleUnderline().run() },
    { key: 'strike', run: () => chain().toggleStrike().run() },
    { key: 'heading', run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'bulletList', run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', run: () => chain().toggleOrderedList().run() },
    { key: 'quote', run: () => chain().toggleBlockquote().run() },
  ];

  const link = () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const given = window.prompt(t('editor.linkPrompt'), current);
    if (given === null) return;
    const href = given.trim();
    if (!href) return chain().extendMarkRange('link').unsetLink().run();
    const problem = checkUrl(href);
    if (problem) return setFailed(specText(problem, lang));
    setFailed('');
    chain().extendMarkRange('link').setLink({ href, target: '_blank' }).run();
  };

  const insertPicture = (file: File | undefined) => {
    if (!file) return;
    setFailed('');
    setPercent(0);
    const task = uploadFile({ name: file.name, size: file.size, source: file }, { category: 'public' }, { language: languageTag(lang), networkText: specText('network', lang), onProgress: setPercent });
    task.done.then(
      (answer) => {
        setPercent(null);
        chain().setImage({ src: answer.url, alt: file.name.replace(/\.[^.]+$/, '') }).run();
      },
      (error: Error) => {
        setPercent(null);
        setFailed(error.message);
      },
    );
    if (picker.current) picker.current.value = '';
  };

  return (
    <div className="ch-rte__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      {toggles.map(({ key, run }) => (
        <button key={key} type="button" className="ch-rte__button" aria-pressed={state[key]} onClick={run}>
          {t(`editor.${key}`)}
        </button>
      ))}
      <button type="button" className="ch-rte__button" aria-pressed={state.link} onClick={link}>
        {t('editor.link')}
      </button>
      <button type="button" className="ch-rte__button" onClick={() => picker.current?.click()}>
        {t('editor.image')}
      </button>
      <input ref={picker} className="ch-rte__picker" type="file" accept="image/*" tabIndex={-1} aria-label={t('editor.image')} onChange={(e) => insertPicture(e.target.files?.[0])} />
      <button type="button" className="ch-rte__button" onClick={() => chain().undo().run()}>
        {t('editor.undo')}
      </button>
      <button type="button" className="ch-rte__button" onClick={() => chain().redo().run()}>
        {t('editor.redo')}
      </button>
      {percent !== null ? <span role="status">{t('editor.uploading', { percent })}</span> : null}
      {failed ? (
        <span className="ch-rte__error" role="alert">
          {failed}
        </span>
      ) : null}
    </div>
  );
}
