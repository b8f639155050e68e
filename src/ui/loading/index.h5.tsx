import type { FC } from 'react';
import type { LoadingProps } from './types';
import './loading.scss';

// A CSS spinner: antd-mobile's SpinLoading would bring an animation library into every page's first load (issue 5).
const Loading: FC<LoadingProps> = ({ label }) => {
  return (
    <div className="ch-loading" role="status" aria-live="polite">
      <span className="ch-loading__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
};

export default Loading;
