// A serving job's lines in "From the job to the workload": output tokens, the peak, the cards it needs,
// weights and KV cache, copies and cards, busy card-hours against the cards held; and "Three ways to
// serve": the deployment owned and rented at the scenario's prices and the API, a day and per million
// tokens, the cheapest, and the tokens a day from which serving yourself beats the API. The figures are
// the engine's (jobFigures, servingThreeWays); the formulas show the job's inputs.
import type { Scenario } from '../../engine/index.ts';
import type { JobSpec, Outcome, ServingFigures, ThreeWays } from '../../engine/job/index.ts';
import type { KeyedLine } from './HowSection.tsx';
import { usableSource, type Words } from './jobWords.ts';

type Serving = NonNullable<JobSpec['serving']>;

const outputPctOf = (s: Serving) => 100 - s.inputSharePct - s.cachedSharePct;

export function servingSpecText(spec: JobSpec, s: Serving, w: Words, title: string): string {
  const { f } = w;
  return w.t('explain.job.serving', {
    tokens: f.num(s.tokensPerDay),
    inputPct: f.pct(s.inputSharePct),
    cachedPct: f.pct(s.cachedSharePct),
    outputPct: f.pct(outputPctOf(s)),
    peak: f.num(s.peakFactor),
    totalB: f.num(spec.model.totalParamsB),
    precision: w.bytes(spec.precisionBytes),
    memoryGB: f.num(spec.gpu.memoryGB),
    title,
  });
}

function kvLine(spec: JobSpec, s: Serving, sf: ServingFigures, w: Words): string {
  const { f } = w;
  const { layers, kvHeads, headDim } = spec.model;
  const rest = {
    perToken: f.num(sf.kvBytesPerToken),
    context: f.num(s.contextTokens),
    sequences: f.num(s.concurrentSequences),
    kvGB: f.num(sf.kvGB),
  };
  // the engine's rule: the shape when all three are given, the bytes a token otherwise
  if (layers !== undefined && kvHeads !== undefined && headDim !== undefined) {
    return w.t('explain.job.kv.shape', {
      layers: f.num(layers),
      kvHeads: f.num(kvHeads),
      headDim: f.num(headDim),
      precision: w.bytes(spec.precisionBytes),
      ...rest,
    });
  }
  return w.t('explain.job.kv.given', rest);
}

/** From the output tokens to the busy card-hours a day. */
export function servingLines(spec: JobSpec, s: Serving, sf: ServingFigures, w: Words): KeyedLine[] {
  const { t, f } = w;
  const output = f.num(sf.outputTokensPerDay);
  const perSecond = f.num(sf.peakOutputTokensPerSecond);
  const perCard = f.num(s.outputTokensPerSecondPerCard);
  const usableGB = (spec.gpu.memoryGB * spec.usableMemoryPct) / 100;
  const copy = {
    cards: w.cards(sf.cardsPerReplica),
    weightsGB: f.num(sf.weightsGB),
    usableGB: f.num(usableGB),
    memoryGB: f.num(spec.gpu.memoryGB),
    usablePct: f.pct(spec.usableMemoryPct),
    source: usableSource(spec, w),
  };
  return [
    {
      key: 'output',
      label: t('explain.job.output.label'),
      formula: t('explain.job.output.formula', {
        tokens: f.num(s.tokensPerDay),
        outputPct: f.pct(outputPctOf(s)),
        output,
      }),
    },
    {
      key: 'peak',
      label: t('explain.job.peak.label'),
      formula: t('explain.job.peak.formula', { output, peak: f.num(s.peakFactor), perSecond }),
    },
    {
      key: 'atPeak',
      label: t('explain.job.atPeak.label'),
      formula: t('explain.job.atPeak.formula', { perSecond, perCard, cards: w.cards(sf.cardsAtPeak) }),
    },
    {
      key: 'weights',
      label: t('explain.job.weights.label'),
      formula: t('explain.job.weights.formula', {
        totalB: f.num(spec.model.totalParamsB),
        precision: w.bytes(spec.precisionBytes),
        weightsGB: f.num(sf.weightsGB),
      }),
    },
    { key: 'kv', label: t('explain.job.kv.label'), formula: kvLine(spec, s, sf, w) },
    {
      key: 'perReplica',
      label: t('explain.job.perReplica.label'),
      formula:
        s.cardsPerReplica === undefined
          ? t('explain.job.perReplica.fewest', copy)
          : t('explain.job.perReplica.given', copy),
      statement: true,
    },
    {
      key: 'replicas',
      label: t('explain.job.replicas.label'),
      formula: t('explain.job.replicas.formula', {
        atPeak: f.num(sf.cardsAtPeak),
        perReplica: f.num(sf.cardsPerReplica),
        kvGB: f.num(sf.kvGB),
        // the room a copy leaves beside its weights, which the KV cache spreads over (serving.ts)
        roomGB: f.num(sf.cardsPerReplica * usableGB - sf.weightsGB),
        replicas: f.num(sf.replicas),
        cards: w.cards(sf.cards),
        fits: t(sf.fitsAtPeak ? 'explain.job.replicas.fits' : 'explain.job.replicas.more'),
      }),
    },
    {
      key: 'busy',
      label: t('explain.job.busy.label'),
      formula: t('explain.job.busy.formula', {
        output,
        perCard,
        busy: f.num(sf.busyCardHoursPerDay),
        cards: w.cards(sf.cards),
        held: f.num(sf.cards * 24),
      }),
    },
  ];
}

function apiLine(spec: JobSpec, s: Serving, ways: ThreeWays, w: Words): string {
  const { t, f } = w;
  const api = spec.api;
  if (!api) return t('explain.job.api.none');
  if (ways.perDay.api === null || ways.perMillionTokens.api === null) {
    return t('explain.job.api.currency', { apiCurrency: api.currency, currency: ways.currency });
  }
  const shares = {
    inputPct: f.pct(s.inputSharePct),
    input: f.price(api.inputPerM),
    outputPct: f.pct(outputPctOf(s)),
    outputPrice: f.price(api.outputPerM),
    perMillion: f.price(ways.perMillionTokens.api),
    tokens: f.num(s.tokensPerDay),
    perDay: f.money(ways.perDay.api),
    name: api.name ? t('explain.job.api.name', { name: api.name }) : '',
  };
  if (s.cachedSharePct === 0) return t('explain.job.api.formula', shares);
  // where the provider lists no cached price, cached tokens pay the input price (api.ts)
  return t('explain.job.api.cached', {
    ...shares,
    cachedPct: f.pct(s.cachedSharePct),
    cached: f.price(api.cachedInputPerM ?? api.inputPerM),
  });
}

function beatsLine(way: 'own' | 'rent', ways: ThreeWays, sf: ServingFigures, w: Words): string {
  const { t, f } = w;
  const tokens = ways.breakEvenTokensPerDay[way];
  const perDay = f.money(ways.perDay[way]);
  const capacity = sf.capacityTokensPerDay === null ? '' : w.whole(sf.capacityTokensPerDay);
  if (tokens !== null && ways.perMillionTokens.api !== null) {
    return t('explain.job.beats.from', {
      tokens: w.whole(tokens),
      perDay,
      price: f.price(ways.perMillionTokens.api),
      capacity,
    });
  }
  const reason = ways.reasons.api ?? ways.reasons[`breakEven.${way}`];
  if (reason === 'no-api') return t('explain.job.beats.noApi');
  if (reason === 'currencies-differ') return t('explain.job.beats.currency');
  if (reason === 'beyond-any-volume') return t('explain.job.beats.beyondAny', { perDay });
  if (reason === 'beyond-deployment') {
    return t('explain.job.beats.beyondDeployment', { capacity, cards: w.cards(sf.cards) });
  }
  return t('explain.job.beats.never');
}

/** Three ways to serve, from the scenario's own totals for the deployment held all year. */
export function threeWaysLines(
  scenario: Scenario,
  spec: JobSpec,
  s: Serving,
  sf: ServingFigures,
  outcome: Outcome<ThreeWays>,
  w: Words,
): KeyedLine[] {
  const { t, f } = w;
  if (!outcome.ok) {
    const formula = t('explain.job.failed', { message: outcome.message });
    return [{ key: 'ways', label: t('explain.section.jobServe'), formula, statement: true }];
  }
  const ways = outcome.value;
  // threeWays.ts: a day is the horizon's total ÷ (horizon in years × 365)
  const days = (scenario.horizonMonths / 12) * 365;
  const held = (way: 'own' | 'rent'): KeyedLine => ({
    key: way,
    label: t(way === 'own' ? 'explain.job.own.label' : 'explain.job.rent.label'),
    formula: t('explain.job.held.formula', {
      total: f.money(ways.perDay[way] * days),
      months: f.num(scenario.horizonMonths),
      days: f.num(days),
      perDay: f.money(ways.perDay[way]),
      tokens: f.num(s.tokensPerDay),
      perMillion: f.price(ways.perMillionTokens[way]),
    }),
  });
  const api = apiLine(spec, s, ways, w);
  const cheapestPerDay = ways.cheapest === 'api' ? (ways.perDay.api ?? 0) : ways.perDay[ways.cheapest];
  return [
    held('own'),
    held('rent'),
    { key: 'api', label: t('explain.job.api.label'), formula: api, statement: ways.perDay.api === null },
    {
      key: 'cheapest',
      label: t('explain.job.cheapest.label'),
      formula: t(`explain.job.cheapest.${ways.cheapest}`, { perDay: f.money(cheapestPerDay) }),
      statement: true,
    },
    {
      key: 'beatsOwn',
      label: t('explain.job.beatsOwn.label'),
      formula: beatsLine('own', ways, sf, w),
      statement: true,
    },
    {
      key: 'beatsRent',
      label: t('explain.job.beatsRent.label'),
      formula: beatsLine('rent', ways, sf, w),
      statement: true,
    },
  ];
}
