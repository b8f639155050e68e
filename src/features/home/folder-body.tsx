/** A folder's detail (HTML, drawn as a notice's body is) and its services, or the spec's text for an empty folder. */
import { Text, View } from '@tarojs/components';
import { NoticeBody } from '@/ui/notice-body';
import { useTranslation } from '@/i18n';
import { AppCardView } from './app-card';
import './app-grid.scss';
import type { AppCard } from './use-home-data';

export function FolderBody({ folder, onOpen }: { folder: AppCard; onOpen: (app: AppCard) => void }) {
  const { t } = useTranslation('home');
  return (
    <View className="ch-folder" data-testid="folder-body">
      {folder.folder_desc ? <NoticeBody html={folder.folder_desc} /> : null}
      {folder.apps.length === 0 ? (
        <Text className="ch-folder__empty">{t('folderEmpty')}</Text>
      ) : (
        <View className="ch-grid ch-grid--card ch-grid--folder">
          {folder.apps.map((child) => (
            <AppCardView key={child.id} app={{ ...child, apps: [] }} variant="card" onOpen={onOpen} />
          ))}
        </View>
      )}
    </View>
  );
}
