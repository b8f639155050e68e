/** A list of service cards with loading and empty states, and the folder popup they open. */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import Empty from '@/ui/empty';
import Popup from '@/ui/popup';
import { AppCardView } from './app-card';
import { AppSkeleton } from './app-skeleton';
import { launchApp } from './launch-app';
import type { AppCard, Loadable } from './use-home-data';
import './app-grid.scss';

interface Props {
  apps: Loadable<AppCard[]>;
  emptyText: string;
  variant: 'card' | 'icon';
  onMobile: boolean;
}

export function AppGrid({ apps, emptyText, variant, onMobile }: Props) {
  const { t } = useTranslation('home');
  const [folder, setFolder] = useState<AppCard | null>(null);
  const open = (app: AppCard) => launchApp(app, onMobile, setFolder);

  if (apps.loading && apps.data.length === 0) return <AppSkeleton variant={variant} label={t('loading')} />;
  if (apps.data.length === 0) return <Empty description={emptyText} />;
  return (
    <View>
      <View className={`ch-grid ch-grid--${variant}`}>
        {apps.data.map((app) => (
          <AppCardView key={app.id} app={app} variant={variant} onOpen={open} />
        ))}
      </View>
      <Popup visible={folder !== null} title={folder?.name ?? ''} onClose={() => setFolder(null)} closeLabel={t('close')} position={onMobile ? 'bottom' : 'center'}>
        {folder ? <FolderBody folder={folder} onOpen={open} /> : null}
      </Popup>
    </View>
  );
}

function FolderBody({ folder, onOpen }: { folder: AppCard; onOpen: (app: AppCard) => void }) {
  const { t } = useTranslation('home');
  return (
    <View className="ch-folder">
      {/* Folder detail HTML is sanitised by the server (apps.service) before it is sent. */}
      {folder.folder_desc ? <View className="ch-folder__desc" dangerouslySetInnerHTML={{ __html: folder.folder_desc }} /> : null}
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
