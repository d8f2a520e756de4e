// The tipping points as the command line states them: in the JSON beside the verdict, and in the
// summary one line for each price (the third, the busy hours a day, is the summary's break-even line).
import { type TippingPoints, tippingPoints } from '../engine/analysis.ts';
import type { Result, Scenario } from '../engine/index.ts';
import { centsBelow } from '../format/cents.ts';

/** The verdict's amortized view, and the cash view's two prices beside it. */
export function tippingJson(scenario: Scenario, result: Result): object {
  const amortized = tippingPoints(scenario, result, 'amortized');
  const cash = tippingPoints(scenario, result, 'cash');
  return { ...amortized, cash: { rentPrice: cash.rentPrice, serverPrice: cash.serverPrice } };
}

const UNIT = { 'card-hour': 'a card-hour', 'card-month': 'a card-month', 'card-week': 'a card-week' } as const;

export function tippingLines(tip: TippingPoints, money: (value: number) => string): string[] {
  const rent = tip.rentPrice;
  const unit = UNIT[rent.unit];
  const rentLine =
    rent.value !== null
      ? `Renting wins while ${unit} costs at most ${money(centsBelow(rent.value))} (now ${money(rent.current)}), ${tip.view} view.`
      : rent.reason === 'rentAlwaysWins'
        ? `Renting wins whatever ${unit} costs, ${tip.view} view.`
        : `Renting does not win at any price: its storage alone costs more than owning, ${tip.view} view.`;
  const server = tip.serverPrice;
  const serverLine =
    server.value !== null
      ? `Owning wins while a server costs at most ${money(centsBelow(server.value))} (now ${money(server.current)}), ${tip.view} view.`
      : server.reason === 'ownAlwaysWins'
        ? `Owning wins whatever a server costs, ${tip.view} view.`
        : `Owning does not win at any server price: its other costs alone exceed renting’s, ${tip.view} view.`;
  return [rentLine, serverLine];
}
