import { SpinLoading } from 'antd-mobile';
import type { LoadingProps } from './types';

export default function Loading({ label }: LoadingProps) {
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8, padding: '24px 0', color: '#667085' }}>
      <SpinLoading style={{ '--size': '20px' }} color="primary" />
      <span>{label}</span>
    </div>
  );
}
