// The own side's lines of "How this is computed": each step's label and formula with its figures.
// Electricity's lines are in howEnergyLines.ts.
import type { ExplainKey } from '../../i18n/explain.ts';
import type { Translate } from '../hooks.ts';
import type { OwnStep } from './explain.ts';
import { energyLine } from './howEnergyLines.ts';
import { type Draft, type Formats, line, statement, sum } from './howLines.ts';

export function ownLine(step: OwnStep, t: Translate<ExplainKey>, f: Formats, refresh: boolean): Draft {
  const { money, num } = f;
  switch (step.id) {
    case 'servers': {
      const v = step.values;
      const params = { gpus: v.gpus, perServer: v.gpusPerServer, servers: v.servers, cards: v.cardsInstalled };
      return line(t, 'servers', params);
    }
    // the capital, with or without VAT after it: the same sum under two labels
    case 'capital':
    case 'capitalNet': {
      const v = step.values;
      const params = {
        servers: v.servers,
        price: money(v.serverPrice),
        setup: money(v.setupCost),
        capital: money(v.capital),
      };
      return line(t, step.id, params);
    }
    case 'capitalVat': {
      const v = step.values;
      return line(t, 'capitalVat', { net: money(v.net), vat: f.pct(v.vatPct), capital: money(v.capital) });
    }
    case 'hardwareVatRecovered':
      return statement(t, 'hardwareVatRecovered', { vat: f.pct(step.values.vatPct) });
    case 'salvageFalls': {
      const v = step.values;
      const params = {
        pct: f.pct(v.salvagePct),
        lifeMonths: v.lifeMonths,
        doubling: num(v.doublingMonths),
        effective: f.pct(v.effectivePct),
      };
      return line(t, 'salvageFalls', params);
    }
    case 'busyHours': {
      const v = step.values;
      const params = { hoursPerDay: num(v.hoursPerDay), days: num(v.daysPerYear), busy: num(v.busyHours) };
      return line(t, 'busyHours', params);
    }
    case 'idleHours':
      return line(t, 'idleHours', { busy: num(step.values.busyHours), idle: num(step.values.idleHours) });
    case 'idleHoursOff':
      return line(t, 'idleHoursOff', { on: num(step.values.onHours) });
    case 'energy':
    case 'power':
    case 'energyBusy':
    case 'energyIdle':
    case 'kWhPriceBusy':
    case 'peakHours':
    case 'idlePeakHours':
    case 'kWhPriceIdle':
    case 'powerTimeOfUse':
      return energyLine(step, t, f);
    case 'ops': {
      const v = step.values;
      const formula = sum(
        t,
        f,
        [
          v.staffPerYear > 0 ? t('explain.ops.staff', { amount: money(v.staffPerYear) }) : null,
          v.maintenancePctPerYear > 0
            ? t(v.capitalBeforeVat ? 'explain.ops.maintenanceNet' : 'explain.ops.maintenance', {
                capital: money(v.capital),
                pct: f.pct(v.maintenancePctPerYear),
              })
            : null,
          v.colocationPerMonth > 0 ? t('explain.ops.colocation', { amount: money(v.colocationPerMonth) }) : null,
          v.bandwidthPerMonth > 0 ? t('explain.ops.bandwidth', { amount: money(v.bandwidthPerMonth) }) : null,
          v.otherPerYear > 0 ? t('explain.ops.other', { amount: money(v.otherPerYear) }) : null,
        ],
        v.ops,
      );
      return { label: t('explain.ops.label'), formula };
    }
    case 'salvage': {
      const v = step.values;
      const params = { capital: money(v.capital), pct: f.pct(v.salvagePct), base: money(v.base) };
      return line(t, 'salvage', params);
    }
    case 'depreciationStraightLine': {
      const v = step.values;
      const params = { base: money(v.base), years: v.years, perYear: money(v.perYear), perMonth: money(v.perMonth) };
      return line(t, 'depreciationStraightLine', params);
    }
    case 'depreciationSumOfYearsYear': {
      const v = step.values;
      const params = { base: money(v.base), digit: v.digit, digitsSum: v.digitsSum, charge: money(v.charge) };
      return {
        label: t('explain.depreciationSumOfYearsYear.label', { year: v.year }),
        formula: t('explain.depreciationSumOfYearsYear.formula', params),
      };
    }
    case 'depreciationDecliningYear': {
      const v = step.values;
      const params = {
        book: money(v.bookStart),
        salvage: money(v.salvage),
        years: v.years,
        remainingYears: v.remainingYears,
        charge: money(v.charge),
        bookEnd: money(v.bookEnd),
      };
      return {
        label: t('explain.depreciationDecliningYear.label', { year: v.year }),
        formula: t('explain.depreciationDecliningYear.formula', params),
      };
    }
    case 'depreciationTotal': {
      const v = step.values;
      const lives =
        v.fullLives === 0
          ? null
          : v.fullLives === 1
            ? t('explain.depreciationTotal.life', { base: money(v.base), lifeMonths: v.lifeMonths })
            : t('explain.depreciationTotal.lives', { n: v.fullLives, base: money(v.base), lifeMonths: v.lifeMonths });
      const years = v.parts.map((p) =>
        p.months === 12
          ? t('explain.depreciationTotal.year', { charge: money(p.yearlyCharge), year: p.year })
          : t('explain.depreciationTotal.partYear', { months: p.months, charge: money(p.yearlyCharge), year: p.year }),
      );
      return {
        label: t('explain.depreciationTotal.label', { months: v.horizonMonths }),
        formula: sum(t, f, [lives, ...years], v.total),
      };
    }
    case 'replacements': {
      const v = step.values;
      const params = {
        horizonMonths: v.horizonMonths,
        lifeMonths: v.lifeMonths,
        purchases: v.purchases,
        replacements: v.replacements,
        capital: money(v.capital),
        pct: f.pct(v.salvagePct),
        total: money(v.total),
      };
      return line(t, 'replacements', params);
    }
    case 'powerTotal': {
      const v = step.values;
      const params = { horizonMonths: v.horizonMonths, power: money(v.power), total: money(v.total) };
      return line(t, 'powerTotal', params);
    }
    case 'depreciationPerDay': {
      const v = step.values;
      const params = {
        depreciation: money(v.depreciation),
        days: num(v.days),
        months: v.horizonMonths,
        perDay: money(v.perDay),
      };
      return line(t, 'depreciationPerDay', params);
    }
    case 'powerPerDay': {
      const v = step.values;
      return line(t, 'powerPerDay', { power: money(v.power), days: num(v.days), perDay: money(v.perDay) });
    }
    case 'opsTotal': {
      const v = step.values;
      const params = { horizonMonths: v.horizonMonths, ops: money(v.ops), total: money(v.total) };
      return line(t, 'opsTotal', params);
    }
    case 'cashTotal': {
      const v = step.values;
      const formula = sum(
        t,
        f,
        [
          t('explain.cashTotal.capital', { amount: money(v.capital) }),
          t('explain.cashTotal.power', { amount: money(v.power) }),
          t('explain.cashTotal.ops', { amount: money(v.ops) }),
          v.replacements > 0 ? t('explain.cashTotal.replacements', { amount: money(v.replacements) }) : null,
        ],
        v.cashTotal,
      );
      return { label: t('explain.cashTotal.label'), formula };
    }
    case 'bookValue': {
      const v = step.values;
      const params = { capital: money(v.capital), depreciation: money(v.depreciation), bookValue: money(v.bookValue) };
      return {
        label: t('explain.bookValue.label'),
        formula: t(refresh ? 'explain.bookValue.formulaRefresh' : 'explain.bookValue.formula', params),
      };
    }
    case 'amortizedTotal': {
      const v = step.values;
      const params = {
        depreciation: money(v.depreciation),
        power: money(v.power),
        ops: money(v.ops),
        total: money(v.amortizedTotal),
        cash: money(v.cashTotal),
        bookValue: money(v.bookValue),
      };
      return line(t, 'amortizedTotal', params);
    }
  }
}
