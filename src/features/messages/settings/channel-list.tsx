/**
 * The channels (spec §3 Message settings): 消息通知 (服务号), 短信 and 邮件, each a group of its 实时 and 定时 switches as
 * the server shows, sets and locks them ('1'/'0'). 短信 and 邮件 show the masked number or address and bind or change it
 * with a verification code in the account's phone and email dialog (spec §4 "Verification code (message settings)").
 */
import { Suspense, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { MessageSettings } from '@contract/calls/messages';
import { ContactDialog } from '@/features/account';
import { roleProps } from '@/platform/a11y-role';
import CheckBox from '@/ui/check-box';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useMessagesTranslation } from '../i18n';
import { CHANNELS, isAddressed, shownDeliveries, switchLocked, type AddressedChannel, type ChannelKey, type Delivery } from './settings-draft';

interface Props {
  settings: MessageSettings;
  /** 接收消息提醒 is off: every switch waits, as it was chosen. */
  paused: boolean;
  onSwitch(channel: ChannelKey, delivery: Delivery, on: boolean): void;
  onBound(channel: AddressedChannel, masked: string): void;
  onMobile: boolean;
}

function Address({ channel, settings, onBind }: { channel: AddressedChannel; settings: MessageSettings; onBind(): void }) {
  const { t } = useMessagesTranslation();
  const { value, auth } = settings.channels[channel];
  const bound = auth === '1' && value !== '';
  const action = t(bound ? 'change' : 'bind');
  return (
    <View className="ch-msg-settings__address">
      {bound ? <UserText className="ch-msg-settings__value" text={value} testId={`channel-${channel}-value`} /> : <Text className="ch-msg-settings__value ch-msg-settings__value--muted" data-testid={`channel-${channel}-value`}>{t('notBound')}</Text>}
      <Pressable className="ch-msg-settings__bind" label={t(`bindLabel_${channel}`, { action })} onPress={onBind} testId={`channel-${channel}-bind`}>
        {action}
      </Pressable>
    </View>
  );
}

export function ChannelList({ settings, paused, onSwitch, onBound, onMobile }: Props) {
  const { t } = useMessagesTranslation();
  const [binding, setBinding] = useState<AddressedChannel | null>(null);

  // A channel this portal does not run has nothing to offer.
  const offered = CHANNELS.filter((channel) => shownDeliveries(settings, channel).length > 0);
  return (
    <View className="ch-msg-settings__channels">
      {offered.length === 0 ? <Text className="ch-msg-settings__hint">{t('noChannels')}</Text> : null}
      {offered.map((channel) => {
        const unbound = isAddressed(channel) && settings.channels[channel].auth !== '1' ? channel : null;
        return (
          <View key={channel} className="ch-msg-settings__channel" {...roleProps('group')} aria-label={t(`channel_${channel}`)} data-testid={`channel-${channel}`}>
            <Text className="ch-msg-settings__channel-name">
              {t(`channel_${channel}`)}
            </Text>
            {isAddressed(channel) ? <Address channel={channel} settings={settings} onBind={() => setBinding(channel)} /> : null}
            <View className="ch-msg-settings__switches">
              {shownDeliveries(settings, channel).map((delivery) => (
                <CheckBox
                  key={delivery}
                  label={t(`delivery_${delivery}`)}
                  checked={settings.channels[channel][delivery].select === '1'}
                  disabled={paused || switchLocked(settings, channel, delivery)}
                  onChange={(on) => onSwitch(channel, delivery, on)}
                  testId={`channel-${channel}-${delivery}`}
                />
              ))}
            </View>
            {unbound ? <Text className="ch-msg-settings__hint">{t(`bindFirst_${unbound}`)}</Text> : null}
          </View>
        );
      })}
      {binding ? (
        <Suspense fallback={null}>
          <ContactDialog
            kind={binding}
            onMobile={onMobile}
            onClose={() => setBinding(null)}
            onChanged={(masked) => {
              onBound(binding, masked);
              setBinding(null);
            }}
          />
        </Suspense>
      ) : null}
    </View>
  );
}
