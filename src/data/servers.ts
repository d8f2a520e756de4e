// What a catalog pick fills besides the card's own figures: the server around the cards (its power
// beside them, the network fabric a cluster of them needs, where it is hosted) and how long one takes
// to arrive. Written by hand, every figure with its source and date; CATALOG.md says which figures
// were looked for and not found, and those fields are left out of the fill rather than guessed.
import type { Source } from '../engine/index.ts';

export interface Sourced<T> extends Source {
  readonly value: T;
  /** the note in Chinese, for a reader of the Chinese page; the same facts, the same source */
  readonly zh?: string;
}

export interface Money {
  readonly amount: number;
  readonly currency: string;
}

/** A kind of server with the cards of some catalog entries in it. */
export interface ServerType {
  /** the cards a server of this type holds: its figures apply only to a scenario with as many */
  readonly gpus: number;
  /**
   * A reference system's maximum draw and the board power of each of its cards: the server's base
   * draw (CPUs, memory, fans, network cards, switches) is what is left, `maxWatts − gpus × cardWatts`.
   */
  readonly power: Sourced<{ readonly maxWatts: number; readonly cardWatts: number }>;
  /** hosted in a data centre (colocation filled by the market's rate), not a room of one's own */
  readonly colocated: boolean;
  /** switches, cables and optics of the cluster's fabric, a server's share: the network cards are in the server's price */
  readonly networkPerServer?: Sourced<Money>;
  /**
   * The server without its cards (CPUs, memory, network cards, storage, chassis, power supplies): a
   * server price is cards × card price + this, where no quote for a whole server exists.
   */
  readonly host?: Sourced<Money>;
}

/**
 * An 8-card InfiniBand NDR fabric, rail by rail: 64 servers on 8 switches of 64 × 400 Gb/s at $36,000
 * (FS.com's, against about $50,000 for NVIDIA's), $288,000, and $675,840 of connectors and cables:
 * $963,840 / 64 = $15,060 a server. The same sheet's server price ($310,000, Thinkmate) includes the
 * network cards, as the catalog's H100 server price does.
 */
const NDR_FABRIC: Sourced<Money> = {
  value: { amount: 15_060, currency: 'USD' },
  source:
    'H100 cluster cost sheet (docs.google.com/spreadsheets/d/1Ft3RbeZ-w43kYSiLfYc1vxO41mK5lmJpcPC9GOYHAWc), 64 servers: 8 InfiniBand switches 288,000 + cables 675,840 USD = 15,060 a server [2nd]',
  zh: 'H100 集群成本表（docs.google.com/spreadsheets/d/1Ft3RbeZ-w43kYSiLfYc1vxO41mK5lmJpcPC9GOYHAWc），64 台服务器：8 台 InfiniBand 交换机 288,000 + 线缆 675,840 USD = 每台 15,060 [转述]',
  asOf: '2024-08-01',
};

export const SERVER_TYPES = {
  'hgx-hopper-8': {
    gpus: 8,
    power: {
      value: { maxWatts: 10_200, cardWatts: 700 },
      source:
        'NVIDIA DGX H100/H200 User Guide: 10.2 kW max, 6 × 3.3 kW supplies (docs.nvidia.com/dgx/dgxh100-user-guide, relayed by unanswered.io) [2nd]: 10,200 − 8 × 700 W = 4,600 W besides the cards',
      zh: 'NVIDIA DGX H100/H200 用户指南：最大 10.2 kW，6 × 3.3 kW 电源（docs.nvidia.com/dgx/dgxh100-user-guide，经 unanswered.io 转述）[转述]：10,200 − 8 × 700 W = 卡以外 4,600 W',
      asOf: '2026-12-06',
    },
    colocated: true,
    networkPerServer: NDR_FABRIC,
    host: {
      value: { amount: 32_010, currency: 'USD' },
      source:
        'SemiAnalysis "AI server cost analysis" bill of materials of a DGX H100 besides its 8 GPUs (CPUs, memory, NICs, storage, chassis, power): 32,010 USD, relayed by Epoch AI (github.com/epoch-research/training-cost-trends) [2nd]',
      zh: 'SemiAnalysis《AI 服务器成本分析》中 DGX H100 除 8 块 GPU 以外的物料（CPU、内存、网卡、存储、机箱、电源）：32,010 USD，经 Epoch AI 转述（github.com/epoch-research/training-cost-trends）[转述]',
      asOf: '2023-05-29',
    },
  },
  'hgx-h20-8': {
    gpus: 8,
    power: {
      value: { maxWatts: 10_200, cardWatts: 700 },
      source:
        'assumption: an 8 × H20 server draws what an HGX H100 server does besides its cards (10.2 kW max − 8 × 700 W = 4,600 W, NVIDIA DGX H100 User Guide); no H20 system figure found',
      zh: '假设：8 × H20 服务器卡以外的功耗与 HGX H100 服务器相同（最大 10.2 kW − 8 × 700 W = 4,600 W，NVIDIA DGX H100 用户指南）；未找到 H20 服务器的整体数据',
      asOf: '2026-12-06',
    },
    colocated: true,
  },
  'dgx-a100-8': {
    gpus: 8,
    power: {
      value: { maxWatts: 6_500, cardWatts: 400 },
      source:
        'NVIDIA DGX A100 documentation: 6,500 W max, six 3 kW supplies, half of them spare (relayed by pcnews.ru) [2nd]: 6,500 − 8 × 400 W = 3,300 W besides the cards',
      zh: 'NVIDIA DGX A100 文档：最大 6,500 W，6 个 3 kW 电源，其中一半冗余（经 pcnews.ru 转述）[转述]：6,500 − 8 × 400 W = 卡以外 3,300 W',
      asOf: '2020-05-15',
    },
    colocated: true,
  },
  'dgx-b200-8': {
    gpus: 8,
    power: {
      value: { maxWatts: 14_300, cardWatts: 1_000 },
      source:
        'NVIDIA DGX B200 User Guide, power specifications: 14.3 kW max, 6 × 3.3 kW supplies (docs.nvidia.com/dgx/dgxb200-user-guide/introduction-to-dgxb200.html): 14,300 − 8 × 1,000 W = 6,300 W',
      zh: 'NVIDIA DGX B200 用户指南，电源规格：最大 14.3 kW，6 × 3.3 kW 电源（docs.nvidia.com/dgx/dgxb200-user-guide/introduction-to-dgxb200.html）：14,300 − 8 × 1,000 W = 6,300 W',
      asOf: '2026-12-06',
    },
    colocated: true,
    // the DGX B200 has the same 8 × 400 Gb/s ConnectX-7 cluster ports as the H100 systems the sheet prices
    networkPerServer: {
      ...NDR_FABRIC,
      source:
        'H100 cluster cost sheet (docs.google.com/spreadsheets/d/1Ft3RbeZ-w43kYSiLfYc1vxO41mK5lmJpcPC9GOYHAWc), 64 servers: 15,060 USD a server [2nd]; the DGX B200 has the same 8 × 400 Gb/s cluster ports',
      zh: 'H100 集群成本表（docs.google.com/spreadsheets/d/1Ft3RbeZ-w43kYSiLfYc1vxO41mK5lmJpcPC9GOYHAWc），64 台服务器：每台 15,060 USD [转述]；DGX B200 的集群端口同为 8 × 400 Gb/s',
    },
  },
  'workstation-4': {
    gpus: 4,
    power: {
      value: { maxWatts: 1_717, cardWatts: 300 },
      source:
        'Puget Systems, four RTX 3090 limited to 300 W in one workstation: 1,717 W peak at the wall (thefpsreview.com) [2nd]: 1,717 − 4 × 300 W = 517 W for the rest of a 4-card workstation',
      zh: 'Puget Systems：一台工作站中 4 块限功耗 300 W 的 RTX 3090，墙插峰值 1,717 W（thefpsreview.com）[转述]：1,717 − 4 × 300 W = 4 卡工作站其余部分 517 W',
      asOf: '2020-10-22',
    },
    colocated: false,
  },
} as const satisfies Record<string, ServerType>;

export type ServerTypeId = keyof typeof SERVER_TYPES;

/** The server type of a catalog entry's cards; an entry not listed has no sourced server figures. */
export const SERVER_TYPE_OF: Readonly<Record<string, ServerTypeId>> = {
  'h100-sxm': 'hgx-hopper-8',
  'h200-sxm': 'hgx-hopper-8',
  'h800-80gb': 'hgx-hopper-8',
  h20: 'hgx-h20-8',
  'a100-sxm4-40gb': 'dgx-a100-8',
  'a100-sxm4-80gb': 'dgx-a100-8',
  'a800-80gb': 'dgx-a100-8',
  b200: 'dgx-b200-8',
  'rtx-3090': 'workstation-4',
  'rtx-4090': 'workstation-4',
  'rtx-4090-cn': 'workstation-4',
  'rtx-5090': 'workstation-4',
};

const HOPPER_LEAD: Sourced<number> = {
  value: 3.2,
  source:
    'Dell H100 servers 8–12 weeks from order, down from about 40 (UDN, about April 2024, relayed by learnallfix.com) [2nd]: 12 weeks + 2 weeks of burn-in (assumption) = 14 weeks ≈ 3.2 months',
  zh: '戴尔 H100 服务器下单后 8–12 周交货，此前约 40 周（UDN，约 2024 年 4 月，经 learnallfix.com 转述）[转述]：12 周 + 2 周老化测试（假设）= 14 周 ≈ 3.2 个月',
  asOf: '2024-04-01',
};

const CONSUMER_LEAD: Sourced<number> = {
  value: 0.5,
  source:
    'assumption: consumer cards sold from stock, a week to deliver and a week to build and burn in; no lead-time source found',
  zh: '假设：消费级显卡现货销售，一周送达、一周装机和老化测试；未找到交货周期来源',
  asOf: '2026-12-06',
};

/** Months from order to work, by catalog entry: only where a source (or a stated assumption) exists. */
export const LEAD_TIMES: Readonly<Record<string, Sourced<number>>> = {
  'h100-sxm': HOPPER_LEAD,
  'h100-pcie': HOPPER_LEAD,
  b200: {
    value: 7.5,
    source:
      'B200 "4–10 months depending on customer history and deal size" (gpuleaseindex.com, undated, read for the 2026-12 market research) [LOW]: midpoint 7 months + 2 weeks of burn-in (assumption) ≈ 7.5',
    zh: 'B200“视客户记录和交易规模需 4–10 个月”（gpuleaseindex.com，无日期，2026-12 市场调研时读取）[弱来源]：取中点 7 个月 + 2 周老化测试（假设）≈ 7.5',
    asOf: '2026-12-01',
  },
  'rtx-3090': CONSUMER_LEAD,
  'rtx-4090': CONSUMER_LEAD,
  'rtx-4090-cn': CONSUMER_LEAD,
  'rtx-5090': CONSUMER_LEAD,
};

export type Market = 'us' | 'cn';

/** Colocation priced by the kW provisioned, by market. */
export interface ColocationByPower {
  readonly kind: 'per-kW';
  readonly perKWMonth: Sourced<Money>;
}

/** Colocation sold by the cabinet, with the cabinet's power cap. */
export interface ColocationByCabinet {
  readonly kind: 'cabinet';
  readonly perCabinetMonth: Sourced<Money>;
  readonly cabinetKW: Sourced<number>;
}

export type Colocation = ColocationByPower | ColocationByCabinet;

/** Published colocation rates; the first of each market is the one a pick fills. */
export const COLOCATION: Readonly<Record<Market, readonly Colocation[]>> = {
  us: [
    {
      kind: 'per-kW',
      perKWMonth: {
        value: { amount: 184.06, currency: 'USD' },
        source:
          'CBRE North America Data Center Trends H2 2024: average asking rate 184.06 USD a kW-month for 250–500 kW, primary markets; usually without metered electricity (cbre.com, published 2025-02-26)',
        zh: 'CBRE《北美数据中心趋势》2024 年下半年：主要市场 250–500 kW 平均报价每 kW 每月 184.06 USD，通常不含计量电费（cbre.com，2025-02-26 发布）',
        asOf: '2025-02-26',
      },
    },
    {
      kind: 'per-kW',
      perKWMonth: {
        value: { amount: 163.44, currency: 'USD' },
        source: 'CBRE national average asking price 2023: 163.44 USD a kW-month, 137.86 in 2022 (channelvisionmag.com)',
        asOf: '2023-01-01',
      },
    },
  ],
  cn: [
    {
      kind: 'per-kW',
      perKWMonth: {
        value: { amount: 570, currency: 'CNY' },
        source:
          'GDS 南方万国数据中心 REIT, 2026 interim: 570 CNY a kW-month including tax, billing rate 97.95 % (data/china/prices_cn.csv, SECONDARY; whether electricity is included is not stated)',
        zh: '南方万国数据中心 REIT（万国数据），2026 年中报：每 kW 每月 570 CNY（含税），计费率 97.95%（data/china/prices_cn.csv，转述；未说明是否含电费）',
        asOf: '2026-06-30',
      },
    },
    {
      kind: 'cabinet',
      perCabinetMonth: {
        value: { amount: 9_799, currency: 'CNY' },
        source:
          'VNET 世纪互联 retail colocation, 2026 Q2 results: 9,799 CNY monthly revenue a cabinet, retail utilisation 64.5 % (data/china/prices_cn.csv, SECONDARY)',
        asOf: '2026-06-30',
      },
      cabinetKW: {
        value: 8,
        source:
          'assumption: an 8 kW cabinet, the top of the 3–10 kW a standard rack is built for (encoradvisors.com, 2026); VNET does not state the power of its average cabinet',
        asOf: '2026-12-06',
      },
    },
  ],
};
