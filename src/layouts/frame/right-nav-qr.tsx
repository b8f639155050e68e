/**
 * The right navigation's official-account QR (spec §2), shown on hover or focus under its rule (official-qr.ts). It
 * needs the user's message settings, so it is mounted only for a signed-in user and, on H5, arrives in its own chunk
 * with the call (right-nav-qr-lazy.h5.ts): phones, which have no right navigation, never load it.
 */
import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { api } from '@/services/api';
import Icon from '@/ui/icon';
import Image from '@/ui/image';
import Pressable from '@/ui/pressable';
import { officialAccountQr } from './official-qr';

export function RightNavQr() {
  const { t } = useTranslation();
  const qr = useOfficialQr();
  if (!qr) return null;
  return (
    <View className="ch-right-nav__qr" data-testid="quick-official-qr">
      <Pressable className="ch-right-nav__item" label={`${t('quickNav.officialAccount')}: ${t('quickNav.officialAccountHint')}`} onPress={() => undefined /* focus shows the card, as hover does */}>
        <Text className="ch-right-nav__icon" aria-hidden="true">
          <Icon name="qrcode" />
        </Text>
        <Text className="ch-right-nav__label">{t('quickNav.officialAccount')}</Text>
      </Pressable>
      <View className="ch-right-nav__qr-card">
        <Image className="ch-right-nav__qr-image" src={qr} alt={t('quickNav.officialAccount')} />
        <Text className="ch-right-nav__qr-hint">{t('quickNav.officialAccountHint')}</Text>
      </View>
    </View>
  );
}

/** The settings are the user's own: asked for quietly (settings that cannot be read mean no QR, not an error). */
function useOfficialQr(): string | null {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .newGetSetting(undefined, { quiet: true })
      .then((settings) => live && setQr(officialAccountQr(settings)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return qr;
}
