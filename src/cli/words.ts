// The command line's English: the verdict in the page's own words (its English dictionary, through the
// one answer text the page uses, src/app/verdict/answerText.ts), and the plan advisor's and the hybrid
// tool's answers in a sentence each. The engine gives the figures; only these sentences round.

import { basisSentence, verdictSentence } from '../app/verdict/answerText.ts';
import { waysSentence } from '../app/verdict/waysText.ts';
import type { Hybrid, HybridPoint, PlanAdvice } from '../engine/analysis.ts';
import {
  type BuyerKind,
  type FinancingKind,
  type Result,
  type Scenario,
  type VerdictFigures,
  verdictFigures,
} from '../engine/index.ts';
import { type ServingWay, threeWayVerdict } from '../engine/job/index.ts';
import { formatMoney, formatPercent } from '../format/format.ts';
import { en as first } from '../i18n/en/index.ts';
import { later } from '../i18n/en/later.ts';
import { method } from '../i18n/en/method.ts';
import type { MessageKey, Params } from '../i18n/index.ts';

/** Every English message: what the page shows before its verdict and after it. */
const en: Readonly<Record<MessageKey, string>> = { ...first, ...later, ...method };

/** The page's English message `key`, its {named} values filled in. */
export function english(key: MessageKey, params: Params = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`message "${key}" needs a value for {${name}}`);
    return String(value);
  });
}

/** What the verdict's own and rent compare: present values at ratePct, after the buyer's income tax, with the financing. */
export interface VerdictBasis {
  /** the yearly rate the two sides are discounted at; 0: undiscounted totals */
  readonly ratePct: number;
  readonly buyer: BuyerKind;
  /** false for the buyer kind 'before-tax' */
  readonly afterTax: boolean;
  /** the combined income tax rate both sides are compared after, in % */
  readonly taxRatePct: number;
  /** false: the hardware bought without a special invoice, so no value-added tax back and no deduction */
  readonly invoiced: boolean;
  /** the owned hardware's loan or lease; null when it is paid in cash */
  readonly financing: {
    readonly kind: Exclude<FinancingKind, 'cash'>;
    readonly months: number;
    readonly ratePct: number;
    readonly downPaymentPct: number;
    readonly buyoutPct: number;
    readonly subsidyPct: number;
    readonly subsidyMonths: number;
  } | null;
  /** the basis in the page's English sentence, null when it is undiscounted totals before tax paid in cash */
  readonly text: string | null;
}

export interface Verdict extends Omit<VerdictFigures, 'cheaper'> {
  /** the cheapest: 'api' only for a scenario that serves with an API (threeWay) */
  readonly cheaper: VerdictFigures['cheaper'] | 'api';
  /** the verdict in one English sentence, as the page's English states it */
  readonly sentence: string;
  readonly basis: VerdictBasis;
  /**
   * a scenario that serves with an API: the API's total on the same basis (null when left out), and
   * the API as priced; savings and pct are then the cheapest's against the next cheapest of the three
   */
  readonly threeWay?: {
    readonly api: number | null;
    readonly name: string | null;
    readonly currency: string;
    readonly priceChangePctPerYear: number;
    readonly leftOut: 'currencies-differ' | null;
    /** the next cheapest way, which savings and pct are against; null when owning and renting tie */
    readonly against: ServingWay | null;
  };
}

/** The verdict's figures in the cost view `view`, its sentence and its basis: what the page says in English. */
export function verdictOf(result: Result, view: VerdictFigures['view'], scenario: Scenario): Verdict {
  const ways = threeWayVerdict(scenario, result, view);
  const figures = ways ?? verdictFigures(result, view);
  const { buyer, invoiced, financing } = scenario.finance;
  const loan = financing.kind === 'cash' ? null : { ...financing, kind: financing.kind };
  return {
    view: figures.view,
    cheaper: figures.cheaper,
    own: figures.own,
    rent: figures.rent,
    savings: figures.savings,
    pct: figures.pct,
    pctBase: figures.pctBase,
    sentence: ways
      ? waysSentence(english, 'en', scenario, ways)
      : verdictSentence(english, 'en', scenario, verdictFigures(result, view)),
    ...(ways
      ? {
          threeWay: {
            api: ways.api,
            ...ways.apiSide,
            against: nextCheapest(ways),
          },
        }
      : {}),
    basis: {
      ratePct: scenario.discountRatePct,
      buyer,
      afterTax: buyer !== 'before-tax',
      taxRatePct: result.finance.taxRate * 100,
      invoiced,
      financing: loan,
      text: basisSentence(english, 'en', scenario),
    },
  };
}

/** The way the cheapest is compared with: the least of the other two. */
function nextCheapest(v: NonNullable<ReturnType<typeof threeWayVerdict>>): ServingWay | null {
  if (v.cheaper === 'equal') return null;
  const totals = { own: v.own, rent: v.rent, api: v.api };
  const others = (['own', 'rent', 'api'] as const).filter((w) => w !== v.cheaper && totals[w] !== null);
  return others.reduce((a, b) => ((totals[b] as number) < (totals[a] as number) ? b : a));
}

/** 64.36 → "64.4%", as the page's English writes a share. */
export const percent = (valuePct: number) => formatPercent(valuePct, 'en');

const PLAN_NAMES: Readonly<Record<PlanAdvice['cheapestPlan'], string>> = {
  'on-demand': 'On demand',
  reserved: 'Reserved',
  monthly: 'Monthly rental',
  weekly: 'Weekly rental',
  spot: 'Spot',
  'reserved+on-demand': 'Reserved base plus on-demand peaks',
};

const rounded = (value: number) => `${Math.round(value)} %`;

export type Advice = Pick<PlanAdvice, 'plans' | 'cheapestPlan' | 'reason'>;

/** Why the advisor recommends its plan, in one sentence. */
export function planText(advice: Advice): string {
  const { reason } = advice;
  const cheapest = advice.plans.find((p) => p.plan === advice.cheapestPlan);
  const speed = reason.speed;
  // with fewer (or more) cards on a flat plan than on demand, the share that decides is of the flat cards
  const busy = speed
    ? `a flat plan rents ${speed.flatCards} cards for the work of ${speed.onDemandCards} at ${speed.speedRatio}× the speed, and on demand bills ${rounded(speed.utilizationPct)} of their hours`
    : `the cards are busy ${rounded(reason.utilizationPct)} of the hours`;
  const reserved = reason.breakEvenPct.reserved;
  const reservedPays =
    reserved === undefined
      ? ''
      : `reserving pays only above ${rounded(reserved)} utilization at a ${rounded(reason.reservedDiscountPct)} discount`;
  // " It costs 12.7 % less than on demand.", or nothing for on demand itself or a share that rounds to 0
  const saved = Math.round((reason.savedPctVsOnDemand ?? 0) * 10) / 10;
  const less = advice.cheapestPlan !== 'on-demand' && saved > 0 ? ` It costs ${saved} % less than on demand.` : '';
  const skipped = `${less}${reason.spotSkipped ? ' Spot would cost less, but the workload does not tolerate interruption.' : ''}`;
  const name = PLAN_NAMES[advice.cheapestPlan];
  if (advice.cheapestPlan === 'reserved+on-demand') {
    return `${name} costs least: ${cheapest?.reservedGpus} reserved cards carry the steady base and the peaks are rented by the hour, since ${reservedPays}.${skipped}`;
  }
  if (advice.cheapestPlan === 'on-demand' || advice.cheapestPlan === 'spot') {
    return `${name} costs least: ${busy}, and ${reservedPays || 'no flat plan has a price'}.${skipped}`;
  }
  const threshold = reason.breakEvenPct[advice.cheapestPlan];
  const pays = threshold === undefined ? '' : `${speed ? ';' : ', and'} it pays above ${rounded(threshold)}`;
  return `${name} costs least: ${busy}${pays}.${skipped}`;
}

/**
 * Where the advice rests on the reserved discount, or null when no discount changes it: "Reserved at
 * 40 % off is assumed; below 1.4 % the advice becomes on demand."
 */
export function discountFlipText(reason: Advice['reason']): string | null {
  const flip = reason.discountFlip;
  if (!flip) return null;
  const name = PLAN_NAMES[flip.plan];
  const plan = `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  const at = `${(Math.round(flip.atPct * 10) / 10).toFixed(1)} %`;
  return `Reserved at ${num1(reason.reservedDiscountPct)} % off is assumed; ${flip.direction} ${at} the advice becomes ${plan}.`;
}

/** 40 → "40", 37.5 → "37.5": a figure as entered, to one decimal at most. */
const num1 = (value: number) => String(Math.round(value * 10) / 10);

/** How a plan rents cards: "on demand", "monthly", "on spot", "(2 reserved, the rest on demand)". */
function rentedHow(point: Pick<HybridPoint, 'rentPlan' | 'reservedGpus'>): string {
  switch (point.rentPlan) {
    case null:
    case 'on-demand':
      return 'on demand';
    case 'spot':
      return 'on spot';
    case 'reserved+on-demand':
      return `(${point.reservedGpus} reserved, the rest on demand)`;
    default:
      return point.rentPlan;
  }
}

/** The hybrid tool's answer, naming each figure once: the cheapest total and how the rest is rented, what it saves, and the other end. */
export function hybridText(h: Hybrid, currency: string): string {
  const money = (value: number) => formatMoney(value, 'en', currency);
  const peak = h.peakGpus;
  const rentAll = rentedHow(h.curve[0] as HybridPoint);
  if (h.ownedGpus === 0) {
    return `Renting all ${peak} cards ${rentAll} costs least: ${money(h.total)}; owning all ${peak} would cost ${money(h.ownAllTotal)}.`;
  }
  const saves = `which saves ${money(h.savingsVsRentAll)} (${percent(h.savedPctVsRentAll)}) against ${money(h.rentAllTotal)} renting all ${rentAll}`;
  if (h.ownedGpus === peak) return `Owning all ${peak} cards costs least: ${money(h.total)}, ${saves}.`;
  return `Owning ${h.ownedGpus} of the ${peak} cards and renting the rest ${rentedHow(h)} costs least: ${money(h.total)}, ${saves}; owning all ${peak} would cost ${money(h.ownAllTotal)}.`;
}
