import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useSupervisionTranslation } from '@/features/supervision/i18n';
import { ServiceSurvey } from '@/features/supervision/survey/service-survey';

/** /site/m_serviceSurvey, the service overview on a phone (issue 32; src/features/supervision/module.ts). */
export default function MobileServiceSurveyPage() {
  const { t } = useSupervisionTranslation();
  return (
    <MobileFrame title={t('surveyTitle')}>
      <ServiceSurvey onMobile />
    </MobileFrame>
  );
}
