// Which snippet to use where: a writer's platform decides whether scripts or frames survive.
import type { Translate } from '../../app/hooks.ts';

const ROWS = ['selfHosted', 'hosted', 'generators', 'mdx', 'noFrames'] as const;

export function WhereTable({ t }: { readonly t: Translate }) {
  return (
    <table className="embed-panel__where">
      <caption>{t('embedPanel.where')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('embedPanel.where.host')}</th>
          <th scope="col">{t('embedPanel.where.use')}</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row}>
            <th scope="row">{t(`embedPanel.where.${row}.host`)}</th>
            <td>{t(`embedPanel.where.${row}.use`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
