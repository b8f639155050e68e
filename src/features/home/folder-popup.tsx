/**
 * The application folder popup (spec §2): the folder's name, its HTML detail and its services; a service opens by the
 * launch rules. A bottom sheet on a phone, a dialog on a desktop.
 */
import { Suspense } from 'react';
import { useTranslation } from '@/i18n';
import Loading from '@/ui/loading';
import Popup from '@/ui/popup';
import { FolderBody } from './folder-body-lazy';
import type { AppCard } from './use-home-data';

interface Props {
  folder: AppCard | null;
  onMobile: boolean;
  onClose: () => void;
  onOpen: (app: AppCard) => void;
}

export function FolderPopup({ folder, onMobile, onClose, onOpen }: Props) {
  const { t } = useTranslation('home');
  return (
    <Popup visible={folder !== null} title={folder?.name ?? ''} onClose={onClose} position={onMobile ? 'bottom' : 'center'}>
      {folder ? (
        <Suspense fallback={<Loading label={t('loading')} />}>
          <FolderBody folder={folder} onOpen={onOpen} />
        </Suspense>
      ) : null}
    </Popup>
  );
}
