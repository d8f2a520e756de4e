// RunPod's GraphQL gpuTypes list: per-GPU-hour prices for Secure and Community Cloud, spot, and the
// savings plans, one entry per GPU model.
import { type PriceRow, RefreshError, type Source, type SourceResult } from '../row.ts';

const ID = 'runpod';
const URL = 'https://api.runpod.io/graphql';

const QUERY = `{ gpuTypes { id displayName memoryInGb secureCloud communityCloud securePrice communityPrice
  secureSpotPrice communitySpotPrice oneWeekPrice oneMonthPrice threeMonthPrice sixMonthPrice } }`;

/** RunPod's own GPU ids to ours; a name missing here is reported as unmapped, never matched loosely. */
const GPU_IDS: Readonly<Record<string, string>> = {
  'NVIDIA H100 80GB HBM3': 'h100-sxm',
  'NVIDIA H100 PCIe': 'h100-pcie',
  'NVIDIA H200': 'h200-sxm',
  'NVIDIA B200': 'b200',
  'NVIDIA A100-SXM4-80GB': 'a100-sxm4-80gb',
  'NVIDIA A100 80GB PCIe': 'a100-pcie-80gb',
  'NVIDIA L40S': 'l40s',
  'NVIDIA L4': 'l4',
  'NVIDIA GeForce RTX 4090': 'rtx-4090',
  'NVIDIA GeForce RTX 3090': 'rtx-3090',
  'NVIDIA GeForce RTX 5090': 'rtx-5090',
  'Tesla V100-SXM2-32GB': 'v100-sxm2-32gb',
  'AMD Instinct MI300X OAM': 'mi300x',
};

const PRICE_FIELDS = [
  'securePrice',
  'communityPrice',
  'secureSpotPrice',
  'communitySpotPrice',
  'oneWeekPrice',
  'oneMonthPrice',
  'threeMonthPrice',
  'sixMonthPrice',
] as const;

type PriceField = (typeof PRICE_FIELDS)[number];

interface GpuType {
  id: string;
  displayName: string;
  secureCloud: boolean;
  communityCloud: boolean;
  prices: Record<PriceField, number | null>;
}

type Cloud = 'secure' | 'community';

/** Which price becomes which row; savings plans are sold on Secure Cloud, so they follow its flag. */
const PLANS: readonly { field: PriceField; cloud: Cloud; billing: string; what: string }[] = [
  { field: 'securePrice', cloud: 'secure', billing: 'on-demand', what: 'secure price' },
  { field: 'communityPrice', cloud: 'community', billing: 'on-demand', what: 'community price' },
  { field: 'secureSpotPrice', cloud: 'secure', billing: 'spot', what: 'secure spot price' },
  { field: 'communitySpotPrice', cloud: 'community', billing: 'spot', what: 'community spot price' },
  { field: 'oneWeekPrice', cloud: 'secure', billing: 'reserved-1-week', what: '1-week savings plan price' },
  { field: 'oneMonthPrice', cloud: 'secure', billing: 'reserved-1-month', what: '1-month savings plan price' },
  { field: 'threeMonthPrice', cloud: 'secure', billing: 'reserved-3-month', what: '3-month savings plan price' },
  { field: 'sixMonthPrice', cloud: 'secure', billing: 'reserved-6-month', what: '6-month savings plan price' },
];

const PROVIDER: Record<Cloud, string> = { secure: 'RunPod (Secure Cloud)', community: 'RunPod (Community Cloud)' };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function shown(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v === null) return 'null';
  if (typeof v === 'string') return `text "${v.slice(0, 40)}"`;
  return typeof v === 'object' ? `an object with ${Object.keys(v).slice(0, 5).join(', ') || 'no keys'}` : String(v);
}

/** The list itself: the live answer wraps it in data.gpuTypes; a recording may hold the list alone. */
function gpuTypeList(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (isObject(body)) {
    const errors = body.errors;
    if (Array.isArray(errors) && errors.length > 0) {
      const first = errors[0];
      const message = isObject(first) && typeof first.message === 'string' ? first.message : shown(first);
      throw new RefreshError(ID, `the API answered with an error: ${message}`);
    }
    const data = body.data;
    if (isObject(data) && Array.isArray(data.gpuTypes)) return data.gpuTypes;
  }
  throw new RefreshError(ID, `expected data.gpuTypes to be a list of GPU types, got ${shown(body)}`);
}

function gpuType(item: unknown, index: number): GpuType {
  const at = `gpuTypes[${index}]`;
  if (!isObject(item)) throw new RefreshError(ID, `${at} is ${shown(item)}, expected a GPU type`);
  if (typeof item.id !== 'string' || item.id === '') throw new RefreshError(ID, `${at}.id is missing`);
  const prices = {} as Record<PriceField, number | null>;
  for (const field of PRICE_FIELDS) {
    const value = item[field] ?? null;
    if (value !== null && (typeof value !== 'number' || !Number.isFinite(value))) {
      throw new RefreshError(ID, `${at}.${field} is ${shown(value)}, expected a number or null`);
    }
    prices[field] = value;
  }
  return {
    id: item.id,
    displayName: typeof item.displayName === 'string' ? item.displayName : item.id,
    secureCloud: item.secureCloud === true,
    communityCloud: item.communityCloud === true,
    prices,
  };
}

export const runpod: Source = {
  id: ID,
  name: 'RunPod GPU types (GraphQL)',
  url: URL,
  request(env) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (env.RUNPOD_API_KEY) headers.authorization = `Bearer ${env.RUNPOD_API_KEY}`;
    return { method: 'POST', headers, body: JSON.stringify({ query: QUERY }) };
  },
  recording: {
    file: 'runpod-gputypes-2025-06-21.json',
    capturedAt: '2025-06-21T23:18:57Z',
    from: 'https://github.com/Jumbo2020/gpu_prices/blob/13a47f941739e39094139e8c4f7a5bff94bc0fbd/gpu_prices.json',
  },
  read(body, { asOf, gpuIds, recordedAt }): SourceResult {
    const result: SourceResult = { rows: [], unmapped: [], dropped: [] };
    gpuTypeList(body).forEach((item, index) => {
      const gpu = gpuType(item, index);
      const gpuId = GPU_IDS[gpu.id];
      if (gpuId === undefined) {
        result.unmapped.push(gpu.id);
        return;
      }
      // a mapping to an id data/gpus.csv no longer has is this file's mistake, not the response's
      if (!gpuIds.has(gpuId)) throw new Error(`${ID}: "${gpu.id}" maps to ${gpuId}, which data/gpus.csv does not list`);
      const kept: { plan: (typeof PLANS)[number]; price: number }[] = [];
      const dropped: string[] = [];
      for (const plan of PLANS) {
        const price = gpu.prices[plan.field];
        if (price === null || price === 0) continue;
        const offered = plan.cloud === 'secure' ? gpu.secureCloud : gpu.communityCloud;
        if (!offered) dropped.push(`${plan.what} ${price} (${plan.cloud} cloud not offered)`);
        else if (price < 0) dropped.push(`${plan.what} ${price} (negative)`);
        else kept.push({ plan, price });
      }
      result.dropped.push(...dropped.map((d) => `${gpu.id}: ${d}`));
      for (const { plan, price } of kept) {
        const notes = [
          `refreshed by scripts/refresh from RunPod's gpuTypes ${plan.what} per GPU-hour for "${gpu.id}" (shown as "${gpu.displayName}")`,
          'billing granularity not in the response',
        ];
        if (recordedAt) notes.push(`recorded response ${recordedAt}`);
        if (dropped.length > 0) notes.push(`dropped: ${dropped.join('; ')}`);
        const row: PriceRow = {
          gpu_id: gpuId,
          provider: PROVIDER[plan.cloud],
          billing: plan.billing,
          price: String(price),
          currency: 'USD',
          unit: 'gpu-hour',
          billing_granularity: '',
          as_of: asOf,
          source: URL,
          notes: notes.join('; '),
        };
        result.rows.push(row);
      }
    });
    return result;
  },
};
