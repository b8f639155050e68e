/** Notices for everyone, in their categories (spec §2 /site/informDetails?id=). */
import { NoticeSection } from './notice-section';

export default function NoticesSection() {
  return <NoticeSection kind="notice" />;
}
