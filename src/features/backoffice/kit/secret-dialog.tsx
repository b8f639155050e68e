/**
 * A secret answered once (an open-API client's secret, a directory client's token): shown in a dialog to copy, which
 * only closes by its own button, since only the secret's hash is kept and closing loses it for good.
 */
import { copyText } from '@/services/clipboard';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import { showToast } from '@/ui/toast';
import './kit.scss';

export interface ShownSecret {
  title: string;
  /** What the dialog says above the secret: that it shows once, and whose it is. */
  lines: string[];
  secret: string;
}

export function SecretDialog(props: { shown: ShownSecret | null; testId: string; copy: string; copied: string; close: string; onClose(): void }) {
  const { shown, testId } = props;
  return (
    <Popup
      visible={shown !== null}
      title={shown?.title ?? ''}
      onClose={props.onClose}
      dismissible={false}
      testId={testId}
      footer={
        <>
          <Button size="small" testId={`${testId}-copy`} onClick={() => void copyText(shown?.secret ?? '', `${testId}-value`).then(() => showToast({ content: props.copied, kind: 'success' }))}>
            {props.copy}
          </Button>
          <Button kind="primary" size="small" testId={`${testId}-close`} onClick={props.onClose}>
            {props.close}
          </Button>
        </>
      }
    >
      {shown?.lines.map((line) => <p key={line}>{line}</p>)}
      <code id={`${testId}-value`} className="ch-kit-secret" data-testid={`${testId}-value`}>
        {shown?.secret}
      </code>
    </Popup>
  );
}
