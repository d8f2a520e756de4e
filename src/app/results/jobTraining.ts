// A training job's lines in "From the job to the workload": compute, GPU-hours at the MFU, with
// checkpoints and restarts, the training state and the cards that hold it, the cards for the deadline,
// the cards used in whole instances, the run's wall-clock time, and the runs a year from which owning
// wins. The figures are the engine's (jobFigures, runsToOwn); the formulas show the job's inputs.
import type { CostView, Scenario } from '../../engine/index.ts';
import {
  DEFAULT_MFU_PCT,
  DEFAULT_OVERHEAD_PCT,
  DEFAULT_SPOT_OVERHEAD_PCT,
  FLOPS_PER_PARAM_TOKEN,
  type JobSpec,
  type Outcome,
  QLORA_BASE_BYTES_PER_PARAM,
  type RunsToOwn,
  type TrainingFigures,
} from '../../engine/job/index.ts';
import type { KeyedLine } from './HowSection.tsx';
import { usableSource, usesDefault, type Words } from './jobWords.ts';

export function trainingSpecText(spec: JobSpec, w: Words, title: string): string {
  const t = spec.training;
  const method = t?.method ?? 'full';
  return w.t('explain.job.training', {
    method: w.t(`explain.job.method.${method}`),
    totalB: w.f.num(spec.model.totalParamsB),
    activeB: w.f.num(spec.model.activeParamsB ?? spec.model.totalParamsB),
    tokens: w.big(t?.tokens ?? 0),
    tflops: w.f.num(spec.gpu.peakTflops),
    memoryGB: w.f.num(spec.gpu.memoryGB),
    title,
  });
}

function stateLine(spec: JobSpec, tf: TrainingFigures, w: Words): string {
  const totalB = w.f.num(spec.model.totalParamsB);
  const stateGB = w.f.num(tf.stateGB);
  if (tf.method === 'full') return w.t('explain.job.state.full', { totalB, stateGB });
  const baseBytes = tf.method === 'qlora' ? QLORA_BASE_BYTES_PER_PARAM : spec.precisionBytes;
  return w.t('explain.job.state.adapters', {
    baseBytes: w.f.fine(baseBytes),
    totalB,
    adapterPct: w.pct(spec.training?.adapterSharePct ?? 100),
    stateGB,
  });
}

/** From the compute to the run's wall-clock time. */
export function trainingLines(spec: JobSpec, tf: TrainingFigures, w: Words): KeyedLine[] {
  const { t, f } = w;
  const training = spec.training;
  const spot = training?.spot === true;
  const overheadPath = spot ? 'training.spotOverheadPct' : 'training.overheadPct';
  const overheadDefault = spot ? DEFAULT_SPOT_OVERHEAD_PCT : DEFAULT_OVERHEAD_PCT;
  const flops = w.big(tf.flops);
  const gpuHours = f.num(tf.gpuHours);
  const paid = f.num(tf.gpuHoursWithOverhead);
  const mfu = f.pct(tf.mfuPct);
  const overheadPct = f.pct(tf.overheadPct);
  const usablePct = f.pct(spec.usableMemoryPct);
  const deadline = training?.deadlineHours;
  const lines: KeyedLine[] = [
    {
      key: 'flops',
      label: t('explain.job.flops.label'),
      formula: t('explain.job.flops.formula', {
        k: f.num(FLOPS_PER_PARAM_TOKEN[tf.method as keyof typeof FLOPS_PER_PARAM_TOKEN] ?? 6),
        activeB: f.num(spec.model.activeParamsB ?? spec.model.totalParamsB),
        tokens: w.big(training?.tokens ?? 0),
        flops,
        why: t(tf.method === 'full' ? 'explain.job.flops.full' : 'explain.job.flops.adapters'),
      }),
    },
    {
      key: 'gpuHours',
      label: t('explain.job.gpuHours.label'),
      formula: t('explain.job.gpuHours.formula', {
        flops,
        tflops: f.num(spec.gpu.peakTflops),
        mfu,
        gpuHours,
        source: usesDefault(spec, 'training.mfuPct', tf.mfuPct, DEFAULT_MFU_PCT)
          ? t('explain.job.gpuHours.mfuDefault', { mfu })
          : '',
      }),
    },
    {
      key: 'paid',
      label: t('explain.job.paid.label'),
      formula: t('explain.job.paid.formula', {
        gpuHours,
        overheadPct,
        spot: spot ? t('explain.job.paid.spot') : '',
        paid,
        source: usesDefault(spec, overheadPath, tf.overheadPct, overheadDefault)
          ? t('explain.job.paid.assumption', { overheadPct })
          : '',
      }),
    },
    { key: 'state', label: t('explain.job.state.label'), formula: stateLine(spec, tf, w) },
    {
      key: 'holdState',
      label: t('explain.job.holdState.label'),
      formula: t('explain.job.holdState.formula', {
        stateGB: f.num(tf.stateGB),
        memoryGB: f.num(spec.gpu.memoryGB),
        usablePct,
        cards: w.cards(tf.cardsToHoldState),
        sharded: tf.cardsToHoldState > 1 ? t('explain.job.holdState.sharded') : '',
        source: usableSource(spec, w),
      }),
    },
  ];
  if (deadline !== undefined && tf.cardsForDeadline !== null) {
    lines.push({
      key: 'deadline',
      label: t('explain.job.deadline.label'),
      formula: t('explain.job.deadline.formula', {
        paid,
        deadline: f.num(deadline),
        cards: w.cards(tf.cardsForDeadline),
      }),
    });
  }
  const perInstance = f.num(spec.gpu.cardsPerInstance);
  const used = {
    hold: w.cards(tf.cardsToHoldState),
    needed: f.num(tf.cardsNeeded),
    perInstance,
    used: w.cards(tf.cardsUsed),
  };
  lines.push({
    key: 'cardsUsed',
    label: t('explain.job.cardsUsed.label'),
    formula:
      tf.cardsForDeadline === null
        ? t('explain.job.cardsUsed.formula', used)
        : t('explain.job.cardsUsed.deadline', { ...used, deadline: w.cards(tf.cardsForDeadline) }),
  });
  lines.push({
    key: 'wallClock',
    label: t('explain.job.wallClock.label'),
    formula: t('explain.job.wallClock.formula', {
      paid,
      used: w.cards(tf.cardsUsed),
      hours: f.num(tf.wallClockHours),
      days: f.num(tf.wallClockHours / 24),
      deadline:
        deadline !== undefined && tf.meetsDeadline === true
          ? t('explain.job.wallClock.meets', { deadline: f.num(deadline) })
          : '',
    }),
  });
  return lines;
}

/** The runs a year from which owning the run's cards costs no more than renting them, in the page's view. */
export function runsLine(
  scenario: Scenario,
  spec: JobSpec,
  tf: TrainingFigures,
  runs: Outcome<RunsToOwn> | null,
  view: CostView,
  w: Words,
): KeyedLine {
  const { t, f } = w;
  const label = t('explain.job.runsToOwn.label');
  const line = (formula: string): KeyedLine => ({ key: 'runsToOwn', label, formula, statement: true });
  const hours = f.num(tf.wallClockHours);
  if (runs === null) return line(t('explain.job.runsToOwn.noTime'));
  if (!runs.ok) return line(t('explain.job.failed', { message: runs.message }));
  const r = runs.value;
  if (r.reason === 'run-longer-than-a-year') return line(t('explain.job.runsToOwn.tooLong', { hours }));
  const shared = {
    most: w.runs(r.maxRunsPerYear),
    own: f.money(r.at.own),
    rent: f.money(r.at.rent),
    months: f.num(scenario.horizonMonths),
    view: t(view === 'cash' ? 'explain.job.cash' : 'explain.job.amortized'),
  };
  if (r.runsPerYear === null) return line(t('explain.job.runsToOwn.never', shared));
  return line(
    t('explain.job.runsToOwn.formula', {
      ...shared,
      most: f.num(r.maxRunsPerYear),
      cards: w.cards(tf.cardsUsed),
      hours,
      runs: w.runs(r.runsPerYear),
      current: w.runs(spec.training?.runsPerYear ?? 1),
    }),
  );
}
