/** Office notices (办公公告, spec §2 /site/billboarddetails?wid=): notices of kind office, for staff only. */
import { NoticeSection } from './notice-section';

export default function OfficeNoticesSection() {
  return <NoticeSection kind="office" />;
}
