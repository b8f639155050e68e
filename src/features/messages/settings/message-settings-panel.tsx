/**
 * The message settings panel of the user centre (spec §2 "Message settings page", §3, §7, §8): the description,
 * 接收消息提醒, the channels, the reminder times, and the official account's QR code; 保存设置 sends them all.
 * One panel for both layouts: a phone stacks what a desktop lays side by side, and opens the bind dialog as a sheet.
 */
import { View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { usesMobilePages } from '@/platform/client';
import Button from '@/ui/button';
import CheckBox from '@/ui/check-box';
import Image from '@/ui/image';
import Loading from '@/ui/loading';
import UserText from '@/ui/user-text';
import { useMessagesTranslation } from '../i18n';
import { ChannelList } from './channel-list';
import { onOff, withChannelSwitch } from './settings-draft';
import { TimeSettings } from './time-settings';
import { useMessageSettings } from './use-message-settings';
import './settings.scss';

function Heading({ children }: { children: string }) {
  return (
    <View className="ch-msg-settings__heading" {...roleProps('heading')} aria-level={2}>
      {children}
    </View>
  );
}

export function MessageSettingsPanel({ onMobile = usesMobilePages() }: { onMobile?: boolean }) {
  const { t } = useMessagesTranslation();
  const { state, reload, edit, bound, save, saving, problem } = useMessageSettings();
  const className = `ch-msg-settings${onMobile ? ' ch-msg-settings--mobile' : ''}`;

  if (state.kind === 'loading')
    return (
      <View className={className} data-testid="message-settings">
        <Loading label={t('settingsLoading')} />
      </View>
    );
  if (state.kind === 'failed')
    return (
      <View className={className} data-testid="message-settings">
        <View className="ch-msg-settings__failed" {...roleProps('alert')} data-testid="message-settings-failed">
          {t('translation:spec.messageSettingsLoadFailed')}
          <Button size="small" onClick={reload} testId="message-settings-retry">
            {t('settingsRetry')}
          </Button>
        </View>
      </View>
    );

  const { settings } = state;
  const paused = settings.status !== '1';
  return (
    <View className={className} data-testid="message-settings">
      <View className="ch-msg-settings__body">
        <View className="ch-msg-settings__main">
          {settings.desc ? <UserText className="ch-msg-settings__desc" text={settings.desc} testId="message-settings-desc" /> : null}
          <CheckBox label={t('settingsStatus')} detail={paused ? t('settingsStatusOff') : undefined} checked={!paused} onChange={(on) => edit((s) => ({ ...s, status: onOff(on) }))} testId="message-settings-status" />
          <Heading>{t('channelsTitle')}</Heading>
          <ChannelList
            settings={settings}
            paused={paused}
            onSwitch={(channel, delivery, on) => edit((s) => withChannelSwitch(s, channel, delivery, on))}
            onBound={bound}
            onMobile={onMobile}
          />
          <Heading>{t('timeTitle')}</Heading>
          <TimeSettings settings={settings} onEdit={edit} windowError={problem ? t(problem) : null} />
        </View>
        {settings.qrcode ? (
          <View className="ch-msg-settings__aside" data-testid="message-settings-qr">
            <Heading>{t('qrTitle')}</Heading>
            <Image className="ch-msg-settings__qr" src={settings.qrcode} alt={t('qrAlt')} fit="contain" />
          </View>
        ) : null}
      </View>
      <View className="ch-msg-settings__actions">
        <Button kind="primary" block={onMobile} loading={saving} onClick={() => void save()} testId="message-settings-save">
          {t('saveSettings')}
        </Button>
      </View>
    </View>
  );
}
