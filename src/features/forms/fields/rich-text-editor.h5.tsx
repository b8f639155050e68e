/**
 * A light rich-text editor: an editable region with a toolbar (bold, italic, underline, lists, clear formatting).
 * The browser's editing commands do the work; what it produces and what is pasted in are cleaned with DOMPurify down
 * to the formatting the server keeps (its sanitiser runs again on submit, server/src/modules/forms).
 */
import { useLayoutEffect, useRef, useState, type FC } from 'react';
import DOMPurify from 'dompurify';
import { richTextToPlain } from '@contract/forms';
import { useFormContext } from '../form-context';
import { fieldPlaceholder } from '../labels';
import type { FieldOf, FieldProps } from './field-props';
import { plainToRichText } from './rich-text-plain';
import { WordCounter } from './word-counter';
import './rich-text-editor.scss';

const KEPT = {
  ALLOWED_TAGS: ['p', 'br', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4', 'a'],
  ALLOWED_ATTR: ['href'],
};
const clean = (html: string) => DOMPurify.sanitize(html, KEPT);

const TOOLS = [
  { command: 'bold', label: 'editor.bold', mark: 'B', toggles: true },
  { command: 'italic', label: 'editor.italic', mark: 'I', toggles: true },
  { command: 'underline', label: 'editor.underline', mark: 'U', toggles: true },
  { command: 'insertUnorderedList', label: 'editor.bulleted', mark: '•', toggles: true },
  { command: 'insertOrderedList', label: 'editor.numbered', mark: '1.', toggles: true },
  { command: 'removeFormat', label: 'editor.clear', mark: 'T̸', toggles: false },
] as const;

type Command = (typeof TOOLS)[number]['command'];

function commandState(command: Command): boolean {
  return typeof document.queryCommandState === 'function' && document.queryCommandState(command);
}

const RichTextEditor: FC<FieldProps<FieldOf<'RichText'>>> = ({ field, value, onChange, onBlur, a11y }) => {
  const { t, lang } = useFormContext();
  const box = useRef<HTMLDivElement>(null);
  const emitted = useRef<unknown>(undefined);
  const [text, setText] = useState('');
  const [active, setActive] = useState<Partial<Record<Command, boolean>>>({});

  // A value from elsewhere (a resumed draft) replaces the content; the editor's own changes are already in it.
  useLayoutEffect(() => {
    if (!box.current || (value === emitted.current && emitted.current !== undefined)) return;
    box.current.innerHTML = typeof value === 'string' ? clean(value) : '';
    emitted.current = value;
    setText(richTextToPlain(box.current.innerHTML));
  }, [value]);

  const emit = () => {
    if (!box.current) return;
    const html = clean(box.current.innerHTML);
    const plain = richTextToPlain(html);
    emitted.current = plain === '' ? undefined : html;
    setText(plain);
    onChange(emitted.current);
  };
  const refresh = () => setActive(Object.fromEntries(TOOLS.filter((tool) => tool.toggles).map((tool) => [tool.command, commandState(tool.command)])));
  const run = (command: Command) => {
    box.current?.focus();
    document.execCommand(command);
    emit();
    refresh();
  };

  return (
    <div className={`ch-form-rich ch-form-rich--editor${a11y.invalid ? ' ch-form-rich--invalid' : ''}`}>
      <div className="ch-form-rich__toolbar" role="toolbar" aria-label={t('editor.toolbar')} aria-controls={a11y.id}>
        {TOOLS.map((tool) => (
          <button
            key={tool.command}
            type="button"
            className={`ch-form-rich__tool${active[tool.command] ? ' ch-form-rich__tool--on' : ''}`}
            aria-label={t(tool.label)}
            title={t(tool.label)}
            aria-pressed={tool.toggles ? Boolean(active[tool.command]) : undefined}
            // The editor keeps the focus and the selection the command applies to.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(tool.command)}
          >
            {/* The mark is drawn by CSS: the button's name is the command's, not a glyph to read out. */}
            <span className="ch-form-rich__mark" data-mark={tool.mark} aria-hidden="true" />
          </button>
        ))}
      </div>
      <div
        ref={box}
        id={a11y.id}
        className="ch-form-rich__box"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        tabIndex={0}
        aria-labelledby={a11y.labelledBy}
        aria-describedby={a11y.describedBy}
        aria-invalid={a11y.invalid || undefined}
        aria-required={a11y.required || undefined}
        data-placeholder={fieldPlaceholder(field, lang) ?? ''}
        onInput={emit}
        onKeyUp={refresh}
        onMouseUp={refresh}
        onBlur={onBlur}
        onPaste={(e) => {
          // Pasted pages bring their own styles and scripts: only the kept formatting goes in.
          e.preventDefault();
          const html = e.clipboardData.getData('text/html');
          document.execCommand('insertHTML', false, html ? clean(html) : (plainToRichText(e.clipboardData.getData('text/plain')) ?? ''));
          emit();
        }}
      />
      {field.word_count ? <WordCounter text={text} bounds={field.word_count} /> : null}
    </div>
  );
};

export default RichTextEditor;
