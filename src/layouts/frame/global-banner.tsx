/**
 * The global banner message (spec §2 "Other dialogs"): shown when global_message.isShow, with the text and the
 * file-message variant, each in its own font size and colour from the site configuration.
 */
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { useSiteFlags } from '@/stores/site-config';
import './global-banner.scss';

/** A CSS length or colour from the configuration, used only when it is one (a stray value must not break the page). */
const SIZE = /^\d+(\.\d+)?(px|rem|em)$/;
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;

function textStyle(size: string, colour: string): Record<string, string> {
  return { ...(SIZE.test(size) ? { fontSize: size } : {}), ...(COLOUR.test(colour) ? { color: colour } : {}) };
}

export function GlobalBanner() {
  const { t } = useTranslation();
  const message = useSiteFlags().globalMessage;
  if (!message) return null;
  return (
    <View className="ch-global-banner" role="region" aria-label={t('frame.notice')} data-testid="global-banner">
      <View className="ch-global-banner__inner">
        <Text className="ch-global-banner__badge">{t('frame.notice')}</Text>
        {message.message ? (
          <Text className="ch-global-banner__text" style={textStyle(message.fontSize, message.fontColor)} data-testid="global-message">
            {message.message}
          </Text>
        ) : null}
        {message.fileMessage ? (
          <Text className="ch-global-banner__file" style={textStyle(message.fileFontSize, message.fileFontColor)} data-testid="global-file-message">
            {message.fileMessage}
          </Text>
        ) : null}
      </View>
    </View>
  );
}
