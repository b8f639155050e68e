/** Who someone is on campus: their identity's name (the university's record, Chinese only) · their department. */
import { Text } from '@tarojs/components';
import UserText from '.';

export function IdentityLine({ identityName, college, className }: { identityName: string; college: string; className?: string }) {
  return (
    <Text className={className}>
      {identityName ? <UserText text={identityName} /> : null}
      {identityName && college ? ' · ' : null}
      {college}
    </Text>
  );
}
