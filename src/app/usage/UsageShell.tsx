// "Fill the workload from logs" as the first screen holds it: a closed disclosure under "Start from
// the job", with nothing of the importer loaded. Opening it, focusing it or dropping files on it loads
// the importer (UsageImport.tsx); dropped files are read at once.
import { lazy, useState } from 'react';
import { useT } from '../hooks.ts';
import { OpenedPart } from '../kit/OpenedPart.tsx';
import './usage.css';

const load = () => import('./UsageImport.tsx');
const UsageImport = lazy(load);

const hasFiles = (event: React.DragEvent) => event.dataTransfer.types.includes('Files');

export function UsageShell() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [dropped, setDropped] = useState<readonly File[]>([]);
  return (
    <details
      className="usage"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      onFocus={() => void load()}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        void load();
      }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setDropped([...e.dataTransfer.files]);
        setOpen(true);
      }}
      data-testid="usage-import"
      data-no-print=""
    >
      <summary className="usage__summary">{t('usage.title')}</summary>
      {open && (
        <OpenedPart>
          <UsageImport dropped={dropped} />
        </OpenedPart>
      )}
    </details>
  );
}
