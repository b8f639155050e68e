import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { useMattersTranslation } from '@/features/matters/i18n';
import { isPersonalVariant } from '@/features/matters/shared/personal-variant';
import { TodoList } from '@/features/matters/todo/todo-list';

/** /matter/todo?page=todo and the personal variant /matter/todoPersonal (spec §2); ?tab=oversee opens the oversee list. */
export default function TodoPage() {
  const { t } = useMattersTranslation();
  return (
    <DesktopPage title={t('todoTitle')}>
      <TodoList onMobile={false} personal={isPersonalVariant()} tab={useRouter().params.tab} />
    </DesktopPage>
  );
}
