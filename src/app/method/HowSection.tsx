// One part of "How this is computed": its heading, and one line a step, "label = formula" or, for a
// statement, "label: sentence".
import type { Translate } from '../hooks.ts';
import type { Draft } from './lines.ts';

export type KeyedLine = Draft & { readonly key: string };

interface Props {
  readonly id: string;
  readonly heading: string;
  readonly intro?: string;
  readonly lines: readonly KeyedLine[];
  readonly t: Translate;
}

export function HowSection({ id, heading, intro, lines, t }: Props) {
  return (
    <section className="how__section" aria-labelledby={`how-${id}`}>
      <h3 id={`how-${id}`} className="how__heading">
        {heading}
      </h3>
      {intro && <p className="how__intro">{intro}</p>}
      <ol className="how__steps">
        {lines.map((line) => (
          <li key={line.key} className="how__step">
            <span className="how__label">{line.label}</span>
            {t(line.statement ? 'explain.colon' : 'explain.is')}
            <span className="how__formula">{line.formula}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
