// "Where the answer turns", in "How this is computed": the highest rental price at which renting still
// costs no more than owning, the highest server price at which owning does, and the break-even hours a
// day. The engine finds them (analysis.ts, tipping.ts); this part, loaded with the explanation, words them.
import { useMemo } from 'react';
import { type TippingPoints, tippingPoints } from '../../engine/analysis.ts';
import type { CostView, Result, Scenario } from '../../engine/index.ts';
import { centsBelow } from '../../format/cents.ts';
import type { Translate } from '../hooks.ts';
import { HowSection, type KeyedLine } from './HowSection.tsx';
import type { Formats } from './lines.ts';

const RENT_KEY = {
  'card-hour': 'explain.tipping.rentHour',
  'card-month': 'explain.tipping.rentMonth',
  'card-week': 'explain.tipping.rentWeek',
} as const;

/** The three lines, worded: a price to the cent below it, so that the price shown still wins. */
export function tippingLines(tip: TippingPoints, t: Translate, f: Formats): KeyedLine[] {
  const price = (value: number, current: number) => ({ price: f.money(centsBelow(value)), current: f.money(current) });
  const { rentPrice: rent, serverPrice: server, busyHoursPerDay: hours } = tip;
  const rentText =
    rent.value !== null
      ? t(RENT_KEY[rent.unit], price(rent.value, rent.current))
      : t(rent.reason === 'rentAlwaysWins' ? 'explain.tipping.rentAlways' : 'explain.tipping.rentNever');
  const serverText =
    server.value !== null
      ? t('explain.tipping.server', price(server.value, server.current))
      : t(server.reason === 'ownAlwaysWins' ? 'explain.tipping.serverAlways' : 'explain.tipping.serverNever');
  const hoursText =
    hours === null
      ? t('explain.tipping.hoursNever')
      : hours === 0
        ? t('explain.tipping.hoursAlways')
        : t('explain.tipping.hours', { hours: f.num(hours) });
  return [
    { key: 'rent', label: t('explain.tipping.rent.label'), formula: rentText, statement: true },
    { key: 'server', label: t('explain.tipping.server.label'), formula: serverText, statement: true },
    { key: 'hours', label: t('explain.tipping.hours.label'), formula: hoursText, statement: true },
  ];
}

interface Props {
  readonly scenario: Scenario;
  readonly result: Result;
  readonly view: CostView;
  readonly t: Translate;
  readonly f: Formats;
}

export function TippingSection({ scenario, result, view, t, f }: Props) {
  // re-prices the scenario a few times: only when it or the view changes
  const tip = useMemo(() => tippingPoints(scenario, result, view), [scenario, result, view]);
  return (
    <HowSection
      id="tipping"
      heading={t('explain.section.tipping')}
      intro={t('explain.tipping.intro')}
      lines={tippingLines(tip, t, f)}
      t={t}
    />
  );
}
