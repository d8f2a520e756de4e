import { useId, useState } from 'react';
import { useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';

type Status = 'idle' | 'copied' | 'failed';

export function CopyLink() {
  const t = useT();
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');
  const [address, setAddress] = useState('');

  const copy = async () => {
    // the address follows edits after a short pause: copy the state of this moment
    // the link code loads with the first copy (or the first edit), not before the verdict
    const { linkOf } = await import('../../state/link/sync.ts');
    const href = new URL(`?${await linkOf(useCalculator.getState())}`, window.location.href).href;
    setAddress(href);
    try {
      await navigator.clipboard.writeText(href);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className="copy-link">
      <button type="button" className="button button--primary" onClick={() => void copy()}>
        {t('link.copy')}
      </button>
      <p className="copy-link__status" role="status">
        {status === 'copied' ? t('link.copied') : status === 'failed' ? t('link.copyFailed') : ''}
      </p>
      {status === 'failed' && (
        <>
          <label htmlFor={id} className="visually-hidden">
            {t('link.address')}
          </label>
          <input id={id} type="text" readOnly value={address} onFocus={(e) => e.currentTarget.select()} />
        </>
      )}
    </div>
  );
}
