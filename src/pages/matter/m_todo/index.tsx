import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useMattersTranslation } from '@/features/matters/i18n';
import { TodoList } from '@/features/matters/todo/todo-list';

export default function MobileTodoPage() {
  const { t } = useMattersTranslation();
  return (
    <MobileFrame title={t('todoTitle')}>
      <TodoList onMobile tab={useRouter().params.tab} />
    </MobileFrame>
  );
}
