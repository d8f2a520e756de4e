// npm run bench:page: how the built page feels, measured against a control page built in the same run
// (scripts/bench/control: one slider, one figure, the project's own React and Vite). The machine is
// shared, so absolute times drift: the calculator and the control are measured in turns (A, B, A, B…)
// after warm-up rounds that are left out, and the load average is reported at the start and the end.
// Needs `npm run build` first. Prints one table, writes it to bench-results.json, exits 1 on a miss.
// What is measured and how: README, "Performance".
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { buildControl } from './bench/control.ts';
import { drag, eventDurations, openTarget, pressKeys, records, type Target, typeValues } from './bench/interaction.ts';
import { type LighthouseRun, lighthouseRun } from './bench/lighthouse.ts';
import { type PaintRun, paintRun } from './bench/paint.ts';
import { printReport, type Report, type Row, writeReport } from './bench/report.ts';
import { type Interaction, interactionRows, lighthouseRows, paintRows, transferRows } from './bench/rows.ts';
import { missingBuild, serveCalculator, serveControl } from './bench/servers.ts';
import { describeLoad, isBusy, machineLoad } from './bench/stats.ts';
import { javaScriptBeforeScroll, type Transfer, VIEWPORTS } from './bench/transfer.ts';

const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** rounds of each target in turn, after WARM_UP rounds left out */
const WARM_UP = count('BENCH_WARM_UP', 1);
const ROUNDS = count('BENCH_ROUNDS', 10);
/** 10 rounds × 5 = 50 key presses on each page; 10 × 2 = 20 typed values on the calculator */
const PRESSES = 5;
/** key presses made as soon as each page answers input, before the rounds */
const FIRST_PRESSES = 5;
/** fresh loads of each page in each language, for the first and largest paints */
const PAINT_RUNS = count('BENCH_PAINT_RUNS', 5);
/** the browser languages the pages are painted in: the page's two */
const LOCALES = ['en-US', 'zh-CN'] as const;
const TYPINGS = 2;
const DRAGS = 2;
const DRAG_MS = 2000;
const LIGHTHOUSE_RUNS = count('LIGHTHOUSE_RUNS', 5);

/** BENCH_ONLY=interaction, paint, transfer or lighthouse: that part alone, for a quick look */
const wants = (part: 'interaction' | 'paint' | 'transfer' | 'lighthouse') =>
  process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === part;

const note = (message: string) => console.error(`· ${message}`);

function warnIfBusy(when: string) {
  const load = machineLoad();
  note(`${when}: ${describeLoad(load)}`);
  if (isBusy(load)) {
    console.warn(`  warning: the machine is busy (load ≥ cores); times drift, compare with the control's`);
  }
  return load;
}

async function measureInteraction(browser: Browser, ours: Target, control: Target) {
  const open = async (target: Target): Promise<[Target, Page]> => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openTarget(page, target, FIRST_PRESSES);
    return [target, page];
  };
  const pages = [await open(ours), await open(control)];
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    const warmUp = round < WARM_UP;
    note(`${warmUp ? 'warm-up' : 'round'} ${warmUp ? round + 1 : round - WARM_UP + 1}: key presses and typing`);
    for (const [target, page] of pages) {
      await pressKeys(page, target, PRESSES, warmUp ? 'warm-up' : 'key');
      await typeValues(page, target, TYPINGS, warmUp);
    }
  }
  const longTasks = new Map<Target, number[]>(pages.map(([t]) => [t, []]));
  const moves = new Map<Target, number>();
  for (let i = 0; i < DRAGS; i += 1) {
    note(`drag ${i + 1} of ${DRAGS}`);
    for (const [target, page] of pages) {
      const result = await drag(page, target, DRAG_MS);
      longTasks.get(target)?.push(...result.longtasks.map((t) => t.duration));
      moves.set(target, (moves.get(target) ?? 0) + result.moves);
    }
  }
  const results = new Map<Target, Interaction>();
  for (const [target, page] of pages) {
    const { presses, events } = await records(page);
    const durations = eventDurations(presses, events);
    const measured = presses.map((p, i) => ({ ...p, event: durations[i] ?? 0 })).filter((p) => p.kind !== 'warm-up');
    const keys = measured.filter((p) => p.kind === 'key');
    const first = measured.filter((p) => p.kind === 'first');
    const answered = keys.filter((p) => Number.isFinite(p.frame));
    results.set(target, {
      keyFrames: answered.map((p) => p.frame),
      keyUpdates: answered.map((p) => p.updatedAt),
      keyEvents: [...first, ...keys].map((p) => p.event),
      firstKeyEvents: first.map((p) => p.event),
      typingFrames: measured.filter((p) => p.kind === 'typing' && Number.isFinite(p.frame)).map((p) => p.frame),
      chartLags: answered.filter((p) => Number.isFinite(p.chartAt)).map((p) => p.chartAt - p.verdictAt),
      unanswered: keys.length - answered.length,
      longTasks: longTasks.get(target) ?? [],
      drags: DRAGS,
      moves: moves.get(target) ?? 0,
    });
    await page.close();
  }
  const get = (t: Target) => {
    const r = results.get(t);
    if (!r) throw new Error(`no figures for ${t.name}`);
    return r;
  };
  return interactionRows(get(ours), get(control));
}

/** FCP and LCP of each page in each language, loaded fresh, in turns with the control in the same language. */
async function measurePaint(browser: Browser, pages: readonly [string, string][], controlUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const locale of LOCALES) {
    const runs = new Map<string, PaintRun[]>();
    const all: [string, string][] = [...pages, ['control', controlUrl]];
    for (let run = 0; run < 1 + PAINT_RUNS; run += 1) {
      note(`${run === 0 ? 'paint warm-up' : `paint run ${run} of ${PAINT_RUNS}`}, ${locale}`);
      for (const [name, url] of all) {
        const result = await paintRun(browser, url, locale);
        if (run > 0) runs.set(name, [...(runs.get(name) ?? []), result]);
      }
    }
    const control = runs.get('control') ?? [];
    rows.push(...pages.flatMap(([name]) => paintRows(`${name} ${locale}`, runs.get(name) ?? [], control)));
  }
  return rows;
}

async function measureLighthouse(pages: readonly [string, string][], controlUrl: string): Promise<Row[]> {
  const runs = new Map<string, LighthouseRun[]>();
  const all: [string, string][] = [...pages, ['control', controlUrl]];
  for (let run = 0; run < 1 + LIGHTHOUSE_RUNS; run += 1) {
    note(run === 0 ? 'Lighthouse warm-up' : `Lighthouse run ${run} of ${LIGHTHOUSE_RUNS}`);
    for (const [name, url] of all) {
      const result = await lighthouseRun(url);
      if (run > 0) runs.set(name, [...(runs.get(name) ?? []), result]);
    }
  }
  const control = runs.get('control') ?? [];
  return pages.flatMap(([name]) => lighthouseRows(name, runs.get(name) ?? [], control));
}

const missing = missingBuild();
if (missing) {
  console.error(missing);
  process.exit(1);
}
const startedAt = new Date().toISOString();
const start = warnIfBusy('start');
note('building the control page');
await buildControl();
const calculator = await serveCalculator();
const controlServer = await serveControl();
const rows: Row[] = [];
try {
  const ours: Target = {
    name: 'calculator',
    url: `${calculator.origin}/`,
    slider: 'GPUs needed at once (slider)',
    numberField: 'GPUs needed at once',
    charts: true,
    live: 'html[data-live]',
  };
  const control: Target = {
    name: 'control',
    url: `${controlServer.origin}/`,
    slider: 'GPUs needed at once',
    charts: false,
  };
  const pages: [string, string][] = [
    ['/', `${calculator.origin}/`],
    ['/embed.html', `${calculator.origin}/embed.html`],
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    if (wants('interaction')) rows.push(...(await measureInteraction(browser, ours, control)));
    if (wants('paint')) rows.push(...(await measurePaint(browser, pages, `${controlServer.origin}/`)));
    if (wants('transfer')) note('JavaScript before scrolling');
    for (const viewport of wants('transfer') ? VIEWPORTS : []) {
      const at = (url: string) => javaScriptBeforeScroll(browser, url, viewport);
      const index = await at(`${calculator.origin}/`);
      const embed = await at(`${calculator.origin}/embed.html`);
      const bare = await at(`${controlServer.origin}/`);
      const pages: [string, Transfer][] = [
        [`/, ${viewport.name}`, index],
        [`/embed.html, ${viewport.name}`, embed],
      ];
      rows.push(...transferRows(pages, bare));
    }
  } finally {
    await browser.close();
  }
  // LIGHTHOUSE_RUNS=0 leaves Lighthouse out, for a quick look at the rest
  if (LIGHTHOUSE_RUNS > 0 && wants('lighthouse'))
    rows.push(...(await measureLighthouse(pages, `${controlServer.origin}/`)));
} finally {
  await Promise.all([calculator.close(), controlServer.close()]);
}
const end = warnIfBusy('end');

const report: Report = {
  command: 'npm run bench:page',
  date: startedAt,
  machine: { start, end },
  rows,
};
console.log(`\npage bench: the calculator (dist/) against the control, ${describeLoad(start)} at the start`);
printReport(report);
writeReport(report, 'bench-results.json');
const misses = rows.filter((r) => r.ok === false);
if (misses.length > 0) {
  console.error(`${misses.length} budget(s) missed: ${misses.map((r) => r.figure).join('; ')}`);
  process.exitCode = 1;
}
