// How the uncertainty tool turns a (low, likely, high) range into draws: the triangular distribution
// the range stands for, read either with low and high as its 10th and 90th percentiles (the default:
// what people mean by "unlikely below, unlikely above") or as its hard limits, and the Gaussian copula
// that lets the rental price move with the server price. No schema code: the page's worker runs this.
import type { RangeReading } from '../scenario/uncertaintyDefaults.ts';

export interface Range {
  readonly low: number;
  readonly likely: number;
  readonly high: number;
}

export type { RangeReading } from '../scenario/uncertaintyDefaults.ts';

/** The percentile low stands for in the 'p10-p90' reading; high stands for 1 − P. */
const P = 0.1;

/**
 * The triangular distribution's inverse CDF at u ∈ [0, 1], on the triangle whose ends are low and high
 * and whose mode is likely; equal ends give that value.
 */
export function triangular(u: number, { low, likely, high }: Range): number {
  const width = high - low;
  if (width === 0) return low;
  if (u < (likely - low) / width) return low + Math.sqrt(u * width * (likely - low));
  return high - Math.sqrt((1 - u) * width * (high - likely));
}

/**
 * The triangle (its ends as low and high, its mode as likely) whose 10th and 90th percentiles are the
 * range's low and high and whose mode is its likely value: the "Trigen" or "TriangleAlt" of risk tools
 * (Vose ModelRisk TriangleAlt, Frontline PsiTriangGen, RiskAMP Triangular.P). With the triangle's
 * width W, its lower end a and upper end b, the mode c = likely and d₁ = c − low, d₂ = high − c:
 *   F(low) = (low − a)² / (W (c − a)) = P   ⇒   c − a = x(W) = ((√(PW) + √(PW + 4 d₁)) / 2)²
 *   1 − F(high) = (b − high)² / (W (b − c)) = P   ⇒   b − c = y(W), the same with d₂
 * and W = x(W) + y(W). x + y − W is concave in W, ≥ 0 at W = d₁ + d₂ and ≤ 0 at 2.5 (d₁ + d₂) (there
 * x ≤ PW + 2d₁), so bisection finds its one root; 64 halvings reach the last bit of a double.
 */
export function fitRange(range: Range, reading: RangeReading): Range {
  const { low, likely, high } = range;
  const d1 = likely - low;
  const d2 = high - likely;
  if (reading === 'limits' || d1 + d2 === 0) return range;
  const side = (d: number, w: number) => ((Math.sqrt(P * w) + Math.sqrt(P * w + 4 * d)) / 2) ** 2;
  let lo = d1 + d2;
  let hi = 2.5 * (d1 + d2);
  for (let i = 0; i < 64; i++) {
    const mid = (lo + hi) / 2;
    if (side(d1, mid) + side(d2, mid) > mid) lo = mid;
    else hi = mid;
  }
  const w = (lo + hi) / 2;
  return { low: likely - side(d1, w), likely, high: likely + side(d2, w) };
}

/**
 * Φ⁻¹, the standard normal quantile: Peter J. Acklam's rational approximation (2003), relative error
 * below 1.15 × 10⁻⁹. p is kept off 0, where the quantile is −∞.
 */
export function normalQuantile(p: number): number {
  const q0 = Math.min(Math.max(p, 2 ** -60), 1 - 2 ** -53);
  const lowTail = 0.02425;
  if (q0 < lowTail || q0 > 1 - lowTail) {
    const q = Math.sqrt(-2 * Math.log(q0 < lowTail ? q0 : 1 - q0));
    const x =
      (((((-7.784894002430293e-3 * q - 3.223964580411365e-1) * q - 2.400758277161838) * q - 2.549732539343734) * q +
        4.374664141464968) *
        q +
        2.938163982698783) /
      ((((7.784695709041462e-3 * q + 3.224671290700398e-1) * q + 2.445134137142996) * q + 3.754408661907416) * q + 1);
    return q0 < lowTail ? x : -x;
  }
  const q = q0 - 0.5;
  const r = q * q;
  return (
    ((((((-3.969683028665376e1 * r + 2.209460984245205e2) * r - 2.759285104469687e2) * r + 1.38357751867269e2) * r -
      3.066479806614716e1) *
      r +
      2.506628277459239) *
      q) /
    (((((-5.447609879822406e1 * r + 1.615858368580409e2) * r - 1.556989798598866e2) * r + 6.680131188771972e1) * r -
      1.328068155288572e1) *
      r +
      1)
  );
}

/** Φ, the standard normal CDF, from Numerical Recipes' erfc (fractional error below 1.2 × 10⁻⁷). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const poly =
    -1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const erfc = t * Math.exp(-x * x + poly);
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/**
 * The server price's uniform, moved toward the rental price's by a Gaussian copula of correlation rho:
 * Φ(rho Φ⁻¹(uRent) + √(1 − rho²) Φ⁻¹(uServer)). Its marginal stays uniform, so the server price keeps
 * its own distribution; rho 0 leaves it as drawn and rho 1 gives it the rental price's uniform itself
 * (the same rank), both exactly.
 */
export function correlated(uRent: number, uServer: number, rho: number): number {
  if (rho === 0) return uServer;
  if (rho === 1) return uRent;
  return normalCdf(rho * normalQuantile(uRent) + Math.sqrt(1 - rho * rho) * normalQuantile(uServer));
}
