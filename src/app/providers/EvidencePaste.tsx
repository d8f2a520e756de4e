// Where a provider's evidence comes in: pasted, dropped or chosen as a file, read here in the
// browser. Each kind read keeps its "Read:" line; a paste too large for a text box is read straight
// from the clipboard and never put in the box, which would take the browser seconds to lay out.
import { useId, useState } from 'react';
import { type Evidence, inspectEvidence } from '../../engine/evidence/index.ts';
import { fromEvidence } from '../../engine/providers/index.ts';
import { formatNumber, formatSignificant } from '../../format/format.ts';
import { typedFigure } from '../../format/typed.ts';
import { useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';

/** More text than a text box should hold (real outputs: 15 KB for one GPU's -q, 120 KB for eight). */
const LARGE_PASTE_CHARS = 200_000;

interface Lines {
  /** how the last input came in, when it skipped the box */
  readonly via: string | null;
  readonly gpu: string | null;
  readonly net: string | null;
  readonly problem: string | null;
}

const NONE: Lines = { via: null, gpu: null, net: null, problem: null };

const megabytes = (text: string): number => new Blob([text]).size / 1e6;

export function EvidencePaste({ id, onRead }: { readonly id: string; readonly onRead: (evidence: Evidence) => void }) {
  const t = useT();
  const lang = useLang();
  const textId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [lines, setLines] = useState<Lines>(NONE);
  const setField = useCalculator((s) => s.setField);

  const read = (input: string, via: string | null) => {
    const found = inspectEvidence(input);
    if (!found.ok) {
      setLines((old) => ({ ...old, via, problem: t('providers.notRecognized', { reason: found.reason }) }));
      return;
    }
    const changes = fromEvidence(found.evidence);
    // the field shows what the Read line says: a measurement to 3 significant digits
    if (typeof changes.bandwidthGbps === 'number') {
      changes.bandwidthGbps = typedFigure(changes.bandwidthGbps, { unit: 'measure' });
    }
    for (const [key, value] of Object.entries(changes)) setField(['providers', 'list', id, key], value);
    onRead(found.evidence);
    const e = found.evidence;
    const unknown = t('providers.unknown');
    if (e.kind === 'iperf3') {
      const net = t('providers.found.net', {
        protocol: e.protocol ?? unknown,
        streams: e.streams ?? unknown,
        gbps: e.receivedGbps === null ? unknown : formatSignificant(e.receivedGbps, lang),
        retransmits: e.retransmits ?? unknown,
      });
      setLines((old) => ({ ...old, via, net, problem: null }));
    } else {
      const g = changes.gpuEvidence;
      const gpu = t('providers.found.gpu', {
        count: g?.count ?? 0,
        name: g?.name ?? unknown,
        memory: g?.memoryTotalMiB ?? unknown,
        mig: e.gpus.find((x) => x.migMode)?.migMode ?? unknown,
        mode: g?.virtualizationMode || unknown,
        driver: g?.driverVersion || unknown,
        cuda: g?.cudaVersion || unknown,
      });
      setLines((old) => ({ ...old, via, gpu, problem: null }));
    }
  };

  /** Text from a file: into the box when it fits one, read at once either way. */
  const readFile = async (file: File) => {
    const content = await file.text();
    if (content.length > LARGE_PASTE_CHARS) {
      setText('');
      read(content, t('providers.fromFile', { name: file.name, size: formatNumber(megabytes(content), lang, 2) }));
    } else {
      setText(content);
      read(content, null);
    }
  };

  /** A paste or drop of text too large for the box is read without it. */
  const takeLarge = (pasted: string, event: { preventDefault: () => void }): void => {
    if (pasted.length <= LARGE_PASTE_CHARS) return;
    event.preventDefault();
    setText('');
    read(pasted, t('providers.pasted', { size: formatNumber(megabytes(pasted), lang, 2) }));
  };

  return (
    <div className="provider__evidence">
      <label htmlFor={textId}>{t('providers.paste')}</label>
      <textarea
        id={textId}
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPaste={(e) => takeLarge(e.clipboardData.getData('text/plain'), e)}
        onDrop={(e) => {
          // a file dropped on the box is read as if chosen; dropped text goes in as typed unless large
          const file = e.dataTransfer.files[0];
          if (file) {
            e.preventDefault();
            void readFile(file);
            return;
          }
          takeLarge(e.dataTransfer.getData('text/plain'), e);
        }}
        aria-describedby={`${textId}-hint`}
        spellCheck={false}
      />
      <p id={`${textId}-hint`} className="field__hint">
        {t('providers.pasteHint')}
      </p>
      <div className="provider__evidence-actions">
        <button type="button" className="button" onClick={() => read(text, null)}>
          {t('providers.read')}
        </button>
        <label htmlFor={fileId}>{t('providers.file')}</label>
        <input
          id={fileId}
          type="file"
          accept=".txt,.csv,.json,text/plain,application/json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void readFile(file);
          }}
        />
      </div>
      <div className="provider__found" role="status">
        {lines.via && <p>{lines.via}</p>}
        {lines.gpu && <p>{lines.gpu}</p>}
        {lines.net && <p>{lines.net}</p>}
        {lines.problem && <p className="field__error">{lines.problem}</p>}
      </div>
    </div>
  );
}
