// A serving job's traffic three ways, one row each: through the API, on rented cards, on owned cards,
// a million tokens and a day in the scenario's currency, the cheapest marked in words; then the tokens
// a day from which serving yourself beats the API, or why it does not (docs/method/jobs.md, "Three
// ways to serve"). A traffic that grows says its tokens a day at a few months and the month from which
// owning beats the API. Every figure is the engine's (servingThreeWays).
import type { ServingWay, ThreeWays } from '../../engine/job/index.ts';
import { periodText } from '../verdict/answerText.ts';
import type { JobT } from './JobVerdict.tsx';
import type { JobAnswer } from './JobVerdictAnswer.ts';
import type { JobWords } from './JobVerdictWords.ts';

type Serving = Extract<JobAnswer, { kind: 'serving' }>;

interface Props {
  readonly t: JobT;
  readonly words: JobWords;
  readonly answer: Serving;
  readonly months: number;
  /** the page's cost view, which the verdict and this table both count in */
  readonly view: 'cash' | 'amortized';
}

const ORDER: readonly ServingWay[] = ['api', 'rent', 'own'];

export function JobServing({ t, words, answer, months, view }: Props) {
  const { ways, spec } = answer;
  const api = spec.api;
  const period = periodText(t, months);
  const label = (way: ServingWay) =>
    way === 'own'
      ? t('jobVerdict.way.own')
      : way === 'rent'
        ? t('jobVerdict.way.rent')
        : api?.name
          ? t('jobVerdict.way.apiNamed', { name: api.name })
          : t('jobVerdict.way.api');
  const rows = ORDER.filter((way) => way !== 'api' || api !== undefined);
  return (
    <>
      <table className="job-verdict__ways">
        <caption>
          {t(rows.length === 3 ? 'jobVerdict.ways.caption3' : 'jobVerdict.ways.caption2', {
            period,
            view: t(view === 'cash' ? 'jobVerdict.view.cash' : 'jobVerdict.view.amortized'),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('jobVerdict.ways.way')}</th>
            <th scope="col">{t('jobVerdict.ways.perMillion')}</th>
            <th scope="col">{t('jobVerdict.ways.perDay')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((way) => {
            const perDay = ways.perDay[way];
            const perMillion = ways.perMillionTokens[way];
            const cheapest = ways.cheapest === way;
            return (
              <tr key={way} className={cheapest ? 'job-verdict__cheapest' : undefined}>
                <th scope="row">
                  {label(way)}
                  {cheapest && (
                    <>
                      {' — '}
                      <strong>{t('jobVerdict.cheapest')}</strong>
                    </>
                  )}
                </th>
                {perDay === null || perMillion === null ? (
                  <td colSpan={2}>{t('jobVerdict.api.otherCurrency', { currency: api?.currency ?? '' })}</td>
                ) : (
                  <>
                    <td>{words.money(perMillion)}</td>
                    <td>{words.money(perDay)}</td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="job-verdict__answer" data-testid="job-break-even">
        {breakEvenLine(t, words, answer)}
      </p>
      {ways.growth && (
        <p className="job-verdict__note" data-testid="job-growth">
          {growthLine(t, words, ways.growth, ways.breakEvenTokensPerDay.own)}
        </p>
      )}
      {/* the API's figures are its average over the horizon when its prices move: said, never hidden */}
      {api && api.priceChangePctPerYear !== 0 && (
        <p className="job-verdict__note" data-testid="job-api-path">
          {t('jobVerdict.api.path', { change: words.signedPct(api.priceChangePctPerYear), period })}
        </p>
      )}
    </>
  );
}

function breakEvenLine(t: JobT, words: JobWords, { ways, spec, serving }: Serving): string {
  if (!spec.api) return t('jobVerdict.breakEven.noApi');
  if (ways.reasons.api === 'currencies-differ') {
    return t('jobVerdict.breakEven.otherCurrency', { api: spec.api.currency, scenario: ways.currency });
  }
  const { own, rent } = ways.breakEvenTokensPerDay;
  if (own !== null && rent !== null) {
    return t('jobVerdict.breakEven.both', { own: words.count(own), rent: words.count(rent) });
  }
  const phrase = (way: 'own' | 'rent', tokens: number | null) => {
    if (tokens !== null) return t('jobVerdict.breakEven.from', { tokens: words.count(tokens) });
    const capacity = serving.capacityTokensPerDay;
    return ways.reasons[`breakEven.${way}`] === 'beyond-deployment' && capacity !== null
      ? t('jobVerdict.breakEven.beyond', { capacity: words.count(capacity) })
      : t('jobVerdict.breakEven.never');
  };
  const owned = phrase('own', own);
  const rented = phrase('rent', rent);
  return owned === rented
    ? t('jobVerdict.breakEven.same', { phrase: owned })
    : t('jobVerdict.breakEven.split', { own: owned, rent: rented });
}

/** Tokens a day at month 1, 12 and the horizon's end, then the month the traffic reaches owning's break-even. */
function growthLine(
  t: JobT,
  words: JobWords,
  growth: NonNullable<ThreeWays['growth']>,
  ownBreakEven: number | null,
): string {
  const months = words.list(
    growth.tokensPerDay.map(({ month, tokensPerDay }) =>
      t('jobVerdict.growth.month', { tokens: words.count(tokensPerDay), month }),
    ),
  );
  const grows = t('jobVerdict.growth.tokens', { pct: words.number(growth.pctPerMonth), months });
  if (ownBreakEven === null) return grows;
  const turn =
    growth.ownBeatsApiMonth === null
      ? t('jobVerdict.growth.ownNever', { tokens: words.count(ownBreakEven) })
      : growth.ownBeatsApiMonth === 1
        ? t('jobVerdict.growth.ownFromStart')
        : t('jobVerdict.growth.ownFrom', { month: growth.ownBeatsApiMonth, tokens: words.count(ownBreakEven) });
  return t('charts.sentences', { first: grows, second: turn });
}
