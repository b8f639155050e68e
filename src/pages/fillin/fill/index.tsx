import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { useFillPage } from '@/features/fillin/fill-page';

/** /matter/fill, and /fillForm/mission?id= as its alias (issue 28; src/features/fillin/module.ts). */
export default function FillPage() {
  const { title, body } = useFillPage({ params: useRouter().params, onMobile: false });
  return <DesktopPage title={title}>{body}</DesktopPage>;
}
