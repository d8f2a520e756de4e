// What one log holds, as its reader found it: the kind of log, its span, the GPUs, the interval and
// gaps of its samples, the hours it adds up to, and every line it could not read, with the first few.
import { concurrencyPercentile, type UsageReport } from '../../engine/usage/index.ts';
import { formatNumber, formatPercent } from '../../format/format.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { useLang, useT } from '../hooks.ts';
import { figureText, spanText } from './usageText.ts';

/** the unread lines shown; the rest are counted */
const UNREAD_SHOWN = 5;

export function UsageFound({ name, report }: { readonly name: string; readonly report: UsageReport }) {
  const t = useT();
  const lang = useLang();
  const num = (value: number, digits = 1) => formatNumber(value, lang, digits);
  const fig = (value: number) => figureText(value, lang);
  const { allocated, busy } = report;
  const span = allocated?.span ?? busy?.span ?? null;
  const rows: [MessageKey, string][] = [];
  if (span) rows.push(['usage.found.span', spanText(span, t, lang)]);
  if (busy) {
    rows.push(['usage.found.gpus', num(busy.gpus, 0)]);
    if (busy.intervalSeconds !== null)
      rows.push(['usage.found.interval', t('usage.found.seconds', { seconds: num(busy.intervalSeconds, 3) })]);
    rows.push(['usage.found.gaps', num(busy.gaps, 0)]);
  }
  if (allocated) {
    rows.push(['usage.found.allocated', t('usage.found.gpuHours', { hours: fig(allocated.allocatedGpuHours) })]);
    if (allocated.concurrency.length > 0)
      rows.push([
        'usage.found.atOnce',
        t('usage.found.atOnce.value', {
          median: num(concurrencyPercentile(allocated, 0.5), 0),
          p95: num(concurrencyPercentile(allocated, 0.95), 0),
          most: num(allocated.concurrency.at(-1)?.gpus ?? 0, 0),
        }),
      ]);
    rows.push(['usage.found.days', num(allocated.daysActive, 0)]);
    if (allocated.running > 0) rows.push(['usage.found.running', num(allocated.running, 0)]);
  }
  if (busy) {
    rows.push([
      'usage.found.busy',
      busy.busyBy === 'activity'
        ? t('usage.found.busy.activity', { busy: fig(busy.busyGpuHours), sampled: fig(busy.sampledGpuHours) })
        : t('usage.found.busy.value', {
            busy: fig(busy.busyGpuHours),
            sampled: fig(busy.sampledGpuHours),
            pct: formatPercent(busy.thresholdPct, lang),
          }),
    ]);
    if (busy.idleShare !== null) rows.push(['usage.found.idle', formatPercent(busy.idleShare * 100, lang)]);
  }
  if (report.energyKWh !== null)
    rows.push([
      'usage.found.energy',
      t(report.energyFrom === 'counter' ? 'usage.found.kWh.counter' : 'usage.found.kWh', {
        kWh: fig(report.energyKWh),
      }),
    ]);
  if (report.skipped)
    rows.push([
      'usage.found.skipped',
      t('usage.found.skipped.value', {
        steps: num(report.skipped.steps, 0),
        pending: num(report.skipped.pending, 0),
        noGpu: num(report.skipped.noGpu, 0),
      }),
    ]);
  rows.push([
    'usage.found.lines',
    t('usage.found.lines.value', { lines: num(report.lines, 0), unread: num(report.unreadCount, 0) }),
  ]);

  return (
    <section className="usage__found" aria-label={name}>
      <h4>{t('usage.found.title', { name, format: t(`usage.format.${report.format}`) })}</h4>
      <dl>
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {report.unreadCount > 0 && (
        <div className="usage__unread">
          <p>
            {report.unreadCount === 1
              ? t('usage.unread.one')
              : t('usage.unread', {
                  count: num(report.unreadCount, 0),
                  shown: num(Math.min(UNREAD_SHOWN, report.unread.length), 0),
                })}
          </p>
          <ul>
            {report.unread.slice(0, UNREAD_SHOWN).map((line) => (
              <li key={line.line}>
                {t('usage.unread.line', { line: String(line.line), why: line.why })} <code>{line.text}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
