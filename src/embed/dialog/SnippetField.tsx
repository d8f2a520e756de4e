// One snippet of the Embed dialog: its label, a hint, the text to paste and a button that copies it.
import { useId } from 'react';

interface Props {
  readonly label: string;
  readonly hint: string;
  readonly snippet: string;
  readonly copyLabel: string;
  readonly onCopied: (ok: boolean) => void;
}

export function SnippetField({ label, hint, snippet, copyLabel, onCopied }: Props) {
  const id = useId();
  return (
    <div className="embed-panel__field">
      <label htmlFor={`${id}-text`}>{label}</label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <textarea
        id={`${id}-text`}
        className="embed-panel__snippet"
        aria-describedby={`${id}-hint`}
        readOnly
        rows={4}
        value={snippet}
      />
      <div className="embed-panel__buttons">
        <button
          type="button"
          className="button"
          disabled={!snippet}
          onClick={() => {
            void navigator.clipboard.writeText(snippet).then(
              () => onCopied(true),
              () => onCopied(false),
            );
          }}
        >
          {copyLabel}
        </button>
      </div>
    </div>
  );
}
