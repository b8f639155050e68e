/**
 * The small dialog for copying a download link (spec §2): the file's name, the link (valid on the day it was made,
 * selectable to copy by hand) and a copy button that says when it copied, as does a status line screen readers read.
 */
import { useEffect, useId, useState, type FC } from 'react';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { copyText } from '@/services/clipboard';
import Button from '@/ui/button';
import { plainId } from '@/ui/control-a11y';
import Popup from '@/ui/popup';
import UserText from '@/ui/user-text';
import { useFormContext } from '../form-context';

export interface OfferedLink {
  name: string;
  address: string;
}

export const CopyLinkDialog: FC<{ link: OfferedLink | null; onClose(): void }> = ({ link, onClose }) => {
  const { t } = useFormContext();
  const addressId = plainId(useId());
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => setCopied(null), [link]);
  const copy = () => void copyText(link?.address ?? '', addressId).then(setCopied);
  return (
    <Popup
      visible={link !== null}
      title={t('files.linkTitle')}
      onClose={onClose}
      testId="copy-link-dialog"
      footer={
        <Button kind="primary" onClick={copy} testId="copy-link">
          {copied ? t('files.copied') : t('files.copy')}
        </Button>
      }
    >
      <View className="ch-copy-link">
        <UserText className="ch-copy-link__name" text={link?.name ?? ''} />
        <Text className="ch-copy-link__hint">{t('files.linkHint')}</Text>
        <Text id={addressId} className="ch-copy-link__address" selectable data-testid="copy-link-address">
          {link?.address}
        </Text>
        <View className="ch-copy-link__status" {...roleProps('status')} aria-live="polite">
          {copied === null ? '' : copied ? t('files.copied') : t('files.copyFailed')}
        </View>
      </View>
    </Popup>
  );
};
