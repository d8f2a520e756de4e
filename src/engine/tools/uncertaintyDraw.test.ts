import { describe, expect, it } from 'vitest';
import { mulberry32, nearestRank } from './uncertainty.ts';
import { correlated, fitRange, normalCdf, normalQuantile, type Range, triangular } from './uncertaintyDraw.ts';

/** The triangular CDF on the triangle (low, likely, high) = (a, c, b). */
function cdf(x: number, { low: a, likely: c, high: b }: Range): number {
  if (x <= a) return 0;
  if (x >= b) return 1;
  return x <= c ? (x - a) ** 2 / ((b - a) * (c - a)) : 1 - (b - x) ** 2 / ((b - a) * (b - c));
}

function draws(range: Range, n: number, seed: number): number[] {
  const next = mulberry32(seed);
  const triangle = fitRange(range, 'p10-p90');
  return Array.from({ length: n }, () => triangular(next(), triangle)).sort((x, y) => x - y);
}

describe('a range read as its 10th and 90th percentiles', () => {
  it('widens a symmetric range (8, 10, 12) to the triangle (8 − φ, 10, 12 + φ)', () => {
    // Symmetric, so each side is x = W / 2 and x − √(0.1 W x) = x (1 − √0.2) = 2: x = 3.618034 and
    // W = 7.236068. Then 10 − a = 3.618034 and low − a = √(0.1 × 7.236068 × 3.618034) = √2.618034 =
    // 1.618034, the golden ratio φ: a = 6.381966, b = 13.618034. F(8) = 1.618034² / (7.236068 ×
    // 3.618034) = 2.618034 / 26.18034 = 0.1.
    const fitted = fitRange({ low: 8, likely: 10, high: 12 }, 'p10-p90');
    const phi = (1 + Math.sqrt(5)) / 2;
    expect(fitted.low).toBeCloseTo(8 - phi, 12);
    expect(fitted.likely).toBe(10);
    expect(fitted.high).toBeCloseTo(12 + phi, 12);
  });

  it('puts a mode at low 10 % of the way along: (0, 0, 1) becomes (−1/6, 0, 3/2)', () => {
    // d₁ = 0: c − a = 0.1 W. Above: y − √(0.1 W y) = 1 with y = 0.9 W gives 0.9 W − 0.3 W = 1, W = 5/3:
    // a = −1/6, b = 3/2. Check: F(0) = (1/6) / (5/3) = 0.1 and 1 − F(1) = 0.5² / (5/3 × 3/2) = 0.1.
    const fitted = fitRange({ low: 0, likely: 0, high: 1 }, 'p10-p90');
    expect(fitted.low).toBeCloseTo(-1 / 6, 12);
    expect(fitted.high).toBeCloseTo(3 / 2, 12);
  });

  it('solves an uneven range (2, 4, 8) so that F(low) = 0.1 and F(high) = 0.9', () => {
    const range = { low: 2, likely: 4, high: 8 };
    const fitted = fitRange(range, 'p10-p90');
    expect(cdf(2, fitted)).toBeCloseTo(0.1, 12);
    expect(cdf(8, fitted)).toBeCloseTo(0.9, 12);
    expect(fitted.likely).toBe(4);
  });

  it('draws samples whose 10th and 90th percentiles are low and high, within sampling error', () => {
    // The standard error of a sample's p-quantile is √(p(1 − p) / n) / f(x_p). For (8, 10, 12) the
    // density at 8 is 2 × 1.618 / (7.236 × 3.618) = 0.1236, so with n = 100,000 it is
    // √(0.09 / 100,000) / 0.1236 = 0.0077; 0.04 is about 5 of them (the same at 12, by symmetry).
    const sorted = draws({ low: 8, likely: 10, high: 12 }, 100_000, 42);
    expect(Math.abs(nearestRank(sorted, 10) - 8)).toBeLessThan(0.04);
    expect(Math.abs(nearestRank(sorted, 90) - 12)).toBeLessThan(0.04);
    // (0, 0, 1): density 2 (b − x) / (W (b − c)) = 2 × 1.5 / (5/3 × 1.5) = 1.2 at 0 and 2 × 0.5 / 2.5 =
    // 0.4 at 1: standard errors 0.0008 and 0.0024; 0.012 is 5 of the larger
    const skewed = draws({ low: 0, likely: 0, high: 1 }, 100_000, 7);
    expect(Math.abs(nearestRank(skewed, 10))).toBeLessThan(0.012);
    expect(Math.abs(nearestRank(skewed, 90) - 1)).toBeLessThan(0.012);
  });

  it('leaves a range read as limits, or of one value, as it is', () => {
    const range = { low: 2, likely: 4, high: 8 };
    expect(fitRange(range, 'limits')).toBe(range);
    expect(fitRange({ low: 3, likely: 3, high: 3 }, 'p10-p90')).toEqual({ low: 3, likely: 3, high: 3 });
  });
});

describe('the normal functions of the copula', () => {
  it('give the textbook values', () => {
    // Φ⁻¹(0.975) = 1.959963985, Φ⁻¹(0.9) = 1.281551566, Φ⁻¹(0.01) = −2.326347874 (tables)
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963985, 8);
    expect(normalQuantile(0.9)).toBeCloseTo(1.281551566, 8);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326347874, 8);
    expect(normalCdf(1.959963985)).toBeCloseTo(0.975, 7);
    expect(normalCdf(-1.281551566)).toBeCloseTo(0.1, 7);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(Number.isFinite(normalQuantile(0))).toBe(true);
  });

  it('keep the server price’s uniform when the correlation is 0 and take the rental price’s at 1', () => {
    expect(correlated(0.2, 0.7, 0)).toBe(0.7);
    expect(correlated(0.2, 0.7, 1)).toBe(0.2);
    // ρ = 0.5, both uniforms 0.9: Φ(0.5 × 1.28155 + 0.86603 × 1.28155) = Φ(1.75061) = 0.95999
    expect(correlated(0.9, 0.9, 0.5)).toBeCloseTo(0.96, 4);
  });
});
