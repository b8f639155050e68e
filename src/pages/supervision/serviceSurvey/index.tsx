import { DesktopPage } from '@/features/frame/desktop-page';
import { useSupervisionTranslation } from '@/features/supervision/i18n';
import { ServiceSurvey } from '@/features/supervision/survey/service-survey';

/** /site/serviceSurvey, the service overview (issue 32; src/features/supervision/module.ts). */
export default function ServiceSurveyPage() {
  const { t } = useSupervisionTranslation();
  return (
    <DesktopPage title={t('surveyTitle')}>
      <ServiceSurvey onMobile={false} />
    </DesktopPage>
  );
}
