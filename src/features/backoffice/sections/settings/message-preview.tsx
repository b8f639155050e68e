/** The global banner as users will see it, drawn from the draft: its texts in their sizes and colours. */
import { useSettingsTranslation } from './i18n';
import type { SettingsDraft } from './fields';

const COLOUR = /^#[0-9a-f]{6}$/i;
const style = (size: unknown, colour: unknown) => ({
  ...(typeof size === 'number' && size >= 10 && size <= 40 ? { fontSize: `${size}px` } : {}),
  ...(typeof colour === 'string' && COLOUR.test(colour) ? { color: colour } : {}),
});

export function MessagePreview({ draft }: { draft: SettingsDraft }) {
  const { t } = useSettingsTranslation();
  const empty = !draft.global_message?.trim() && !draft.global_file_message?.trim();
  return (
    <figure className="ch-settings-preview" aria-labelledby="ch-settings-preview-caption" data-testid="settings-message-preview">
      <figcaption id="ch-settings-preview-caption" className="ch-settings-preview__caption">
        {t('preview')}
      </figcaption>
      <div className={`ch-settings-preview__banner${draft.global_message_show ? '' : ' ch-settings-preview__banner--off'}`}>
        <span className="ch-settings-preview__badge">{t('previewBadge')}</span>
        {empty ? <span className="ch-settings-preview__empty">{t('previewEmpty')}</span> : null}
        {draft.global_message?.trim() ? (
          <span style={style(draft.global_font_size, draft.global_font_color)} data-testid="settings-preview-message">
            {draft.global_message}
          </span>
        ) : null}
        {draft.global_file_message?.trim() ? (
          <span className="ch-settings-preview__file" style={style(draft.global_file_font_size, draft.global_file_font_color)} data-testid="settings-preview-file">
            {draft.global_file_message}
          </span>
        ) : null}
      </div>
      {draft.global_message_show ? null : <p className="ch-settings-preview__note">{t('previewOff')}</p>}
    </figure>
  );
}
