// The analysis tools' lines of "How this is computed": each tool's method in a sentence or two, with
// this scenario's figures where a figure makes it concrete.
import type { ExplainKey } from '../../i18n/explain.ts';
import type { Params } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import type { ToolStep } from './explainTools.ts';
import type { Draft, Formats } from './lines.ts';

type T = Translate<ExplainKey>;

/**
 * "label: sentence": this part, loaded apart, takes nothing but types from the section's own chunk.
 */
function statement(t: T, step: ToolStep['id'], params?: Params): Draft {
  return {
    label: t(`explain.${step}.label` as ExplainKey),
    formula: t(`explain.${step}.formula` as ExplainKey, params),
    statement: true,
  };
}

function advisorLine(step: Extract<ToolStep, { id: 'toolAdvisor' }>, t: T, f: Formats): Draft {
  const v = step.values;
  const plan =
    v.cheapestPlan === 'reserved+on-demand'
      ? t('explain.toolAdvisor.mixName')
      : t(`option.rent.plan.${v.cheapestPlan}`);
  const figures = v.reservedBreakEvenPct !== null && {
    util: f.pct(v.utilizationPct),
    discount: f.pct(v.reservedDiscountPct),
    threshold: f.pct(v.reservedBreakEvenPct),
  };
  const threshold = !figures
    ? ''
    : v.termMonthsPaid === null
      ? t('explain.toolAdvisor.threshold', figures)
      : t('explain.toolAdvisor.thresholdTerm', { ...figures, paid: v.termMonthsPaid, months: v.horizonMonths });
  return statement(t, 'toolAdvisor', {
    peak: v.withPeak ? t('explain.toolAdvisor.peak') : '',
    plan,
    total: f.money(v.cheapestTotal),
    mix: v.reservedGpus === null ? '' : t('explain.toolAdvisor.mix', { cards: v.reservedGpus }),
    threshold,
    spot: v.spotSkipped ? t('explain.toolAdvisor.spot') : '',
  });
}

function obsolescenceLine(step: Extract<ToolStep, { id: 'toolObsolescence' }>, t: T, f: Formats): Draft {
  const v = step.values;
  const salvage = f.pct(v.salvagePct);
  const payback =
    v.paybackMonth === null
      ? t('explain.toolObsolescence.paybackNever')
      : t(
          v.paysBackAfterDoubling ? 'explain.toolObsolescence.paybackAfter' : 'explain.toolObsolescence.paybackWithin',
          {
            month: v.paybackMonth,
          },
        );
  return statement(t, 'toolObsolescence', {
    months: f.num(v.doublingMonths),
    fall: f.pct(v.priceFallPctPerYear),
    rent: t(v.rentPricesFall ? 'explain.toolObsolescence.rentFalls' : 'explain.toolObsolescence.rentSteady'),
    resale: t(v.resaleFalls ? 'explain.toolObsolescence.resaleFalls' : 'explain.toolObsolescence.resaleSteady', {
      salvage,
    }),
    payback,
  });
}

function uncertaintyLine(step: Extract<ToolStep, { id: 'toolUncertainty' }>, t: T, f: Formats): Draft {
  const v = step.values;
  const samples = f.num(v.samples);
  if (v.ranges.length === 0) {
    const formula = t('explain.toolUncertainty.none', { samples, seed: v.seed });
    return { label: t('explain.toolUncertainty.label'), formula, statement: true };
  }
  const ranges = v.ranges.map((r) => {
    const show = r.field === 'hoursPerDay' ? f.num : r.field === 'serverPrice' ? f.money : f.price;
    return t(`explain.toolUncertainty.${r.field}`, { low: show(r.low), likely: show(r.likely), high: show(r.high) });
  });
  return statement(t, 'toolUncertainty', { samples, seed: v.seed, ranges: ranges.join(t('explain.list')) });
}

export function toolLine(step: ToolStep, t: T, f: Formats): Draft {
  const { money, num, fine, price, pct } = f;
  switch (step.id) {
    case 'toolAdvisor':
      return advisorLine(step, t, f);
    case 'toolHybrid': {
      const v = step.values;
      const params = {
        peak: v.peakGpus,
        perServer: v.gpusPerServer,
        owned: v.ownedGpus,
        total: money(v.total),
        allRented: money(v.allRented),
        savings: money(v.savings),
        pct: f.pct(v.savedPct),
      };
      // renting everything is the cheapest: its total once, not "against" itself
      if (v.ownedGpus === 0) {
        return { ...statement(t, 'toolHybrid', params), formula: t('explain.toolHybrid.formulaRentAll', params) };
      }
      return statement(t, 'toolHybrid', params);
    }
    case 'toolScaling': {
      const v = step.values;
      const latency =
        v.kept === null
          ? ''
          : t('explain.toolScaling.latency', {
              perNode: v.gpusPerNode,
              latency: num(v.interNodeLatencyMs),
              penalty: pct(v.latencyPenaltyPctPerMs),
              kept: pct(v.kept * 100),
            });
      const measured =
        v.measured.length === 0
          ? ''
          : t('explain.toolScaling.measured', { counts: v.measured.join(t('explain.list')) });
      return statement(t, 'toolScaling', {
        hours: num(v.jobGpuHours),
        max: v.maxGpus,
        efficiency: pct(v.efficiencyPct),
        measured,
        latency,
        speedup: fine(v.speedupAtMax),
        increment: fine(v.incrementMinutes),
        price: price(v.pricePerGpuHour),
      });
    }
    case 'toolUtilization': {
      const v = step.values;
      return statement(t, 'toolUtilization', {
        busy: num(v.busyGpuHours),
        paid: num(v.paidGpuHours),
        cards: v.cards,
        months: v.horizonMonths,
        now: pct(v.currentPct),
        target: pct(v.targetPct),
        atTarget: money(v.costAtTarget),
        today: v.costToday === null ? '' : t('explain.toolUtilization.today', { today: money(v.costToday) }),
        needed: v.gpusForSameWork,
      });
    }
    case 'toolStorageIO': {
      const v = step.values;
      return statement(t, 'toolStorageIO', {
        epoch: fine(v.epochMinutes),
        io: pct(v.ioWaitPct),
        compute: fine(v.computeMinutes),
        ioCache: pct(v.ioWaitWithCachePct),
        cached: fine(v.cachedEpochMinutes),
        cards: v.cards,
        epochs: num(v.epochsPerMonth),
        hours: num(v.gpuHoursSaved),
        price: price(v.pricePerHour),
        saved: money(v.saved),
        flat: v.pricePerHour === 0 ? t('explain.toolStorageIO.flat') : '',
        cache: money(v.cache),
        net: money(v.net),
      });
    }
    case 'toolObsolescence':
      return obsolescenceLine(step, t, f);
    case 'toolSensitivity': {
      const v = step.values;
      const example = v.example
        ? t('explain.toolSensitivity.example', {
            base: price(v.example.base),
            low: price(v.example.low),
            high: price(v.example.high),
          })
        : '';
      return statement(t, 'toolSensitivity', { inputs: v.inputs, pct: pct(v.movePct), example });
    }
    case 'toolUncertainty':
      return uncertaintyLine(step, t, f);
  }
}
