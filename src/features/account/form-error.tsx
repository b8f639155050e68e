/** A form's refusal from the server, above its buttons; announced when it appears. */
import { View } from '@tarojs/components';
import './account.scss';

export function FormError({ message, testId }: { message: string | undefined; testId: string }) {
  if (!message) return null;
  return (
    <View className="ch-account-form__error" role="alert" data-testid={testId}>
      {message}
    </View>
  );
}
