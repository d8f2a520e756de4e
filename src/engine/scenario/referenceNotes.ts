// What the schema cannot say of a field: the format version that added it, what it means, and a unit
// where the schema's rule has none. One entry for each path of the reference (maps' entries under
// CARDS, ID and FIELD); tests/unit/scenario-reference.test.ts checks that none is missing or made up,
// and that each version agrees with the frozen link bases of versions 1 and 2. The job section's notes
// (version 4) are in referenceNotesJob.ts.
import type { FieldNote } from './fieldNote.ts';
import { JOB_NOTES } from './referenceNotesJob.ts';

export type { FieldNote } from './fieldNote.ts';

const v1 = (meaning: string, unit?: string): FieldNote => (unit ? { since: 1, meaning, unit } : { since: 1, meaning });
const v2 = (meaning: string, unit?: string): FieldNote => (unit ? { since: 2, meaning, unit } : { since: 2, meaning });
const v3 = (meaning: string, unit?: string): FieldNote => (unit ? { since: 3, meaning, unit } : { since: 3, meaning });
const v5 = (meaning: string, defaultValue?: string): FieldNote =>
  defaultValue ? { since: 5, meaning, defaultValue } : { since: 5, meaning };

const v6 = (meaning: string, defaultValue?: string): FieldNote =>
  defaultValue ? { since: 6, meaning, defaultValue } : { since: 6, meaning };
const v7 = (meaning: string, defaultValue?: string): FieldNote =>
  defaultValue ? { since: 7, meaning, defaultValue } : { since: 7, meaning };
const v8 = (meaning: string, defaultValue?: string): FieldNote =>
  defaultValue ? { since: 8, meaning, defaultValue } : { since: 8, meaning };
const v9 = (meaning: string, defaultValue?: string): FieldNote =>
  defaultValue ? { since: 9, meaning, defaultValue } : { since: 9, meaning };
const BY_BUYER = "the buyer's (docs/method/finance.md)";

const range = (what: string) =>
  `(low, likely, high) of ${what}, each within that field's own range; null: not uncertain`;

/** The three ends of a range: low and high read as rangesAre says. */
const ends = (field: string, since: typeof v2) => ({
  [`uncertainty.${field}.low`]: since(
    'the low value: the 10th percentile, or the lowest value under "limits"; low ≤ likely ≤ high',
  ),
  [`uncertainty.${field}.likely`]: since('the most likely value, where the distribution peaks'),
  [`uncertainty.${field}.high`]: since('the high value: the 90th percentile, or the highest value under "limits"'),
});

export const FIELD_NOTES: Readonly<Record<string, FieldNote>> = {
  version: v1('the format version the file is written in; older versions are read unchanged'),
  name: v1('a name for the scenario, kept as written and shown as text, never as markup'),
  currency: v1('the ISO 4217 code of the one currency every amount of money in the scenario is in'),
  horizonMonths: v1('how long the comparison runs (H)'),
  discountRatePct: v1(
    'yearly cost of capital: the verdict compares present values at it (version 6; versions 1–5 only reported them). Left out of a version 6 file: the buyer’s rate (China 8 %, US 10 %); of an older one: 0, as it was read then',
  ),
  sources: v1('where figures came from, keyed by the path of the field or group they are for'),
  'sources.FIELD': v1('the note for the field or group at path FIELD'),
  'sources.FIELD.source': v1('where the figure came from, plain text'),
  'sources.FIELD.asOf': v1('the date the figure was true or read'),
  market: v8(
    'the market the prices are read from: "cn" China mainland, "us", "eu" or "global"; null: the currency’s (CNY cn, USD us, EUR eu, any other global)',
  ),
  catalog: v8('the catalog snapshot and entry the catalog’s figures came from; null: none was filled'),
  'catalog.snapshot': v8('the snapshot’s id: its date and 8 hex digits of its hash'),
  'catalog.entry': v8('the catalog entry (a card) the figures came from'),
  'catalog.market': v8('the market of that entry'),
  evaluatedOn: v8('the day each dated figure’s freshness is counted from; null: today'),
  workload: v1('what the work needs'),
  'workload.gpus': v1('cards needed at the same time'),
  'workload.hoursPerDay': v1('busy hours of each card on an active day'),
  'workload.daysPerYear': v1('active days a year'),
  'workload.sessionsPerDay': v1('rental sessions the day is split into; each session is billed on its own'),
  'workload.toleratesInterruption': v2('whether the plan advisor may recommend spot'),
  'workload.growth': v9('how the cards at once grow month by month (docs/method/growth.md)'),
  'workload.growth.pctPerMonth': v9('the cards at once grow by this share each month, compounded'),
  'workload.growth.maxGpus': v9('the most cards the growth reaches; null: no cap but 100,000'),
  'workload.growth.ownBuys': v9(
    'how the owned side meets the growth: every card of the peak bought up front, or servers bought in the month the demand first needs them',
  ),
  'workload.busyMonths': v9('the calendar months the work runs in, "3,4,5,6"; null: every month'),
  'workload.startMonth': v9('the calendar month the horizon begins in, 1 for January'),
  own: v1('the self-hosted side: servers bought, powered and run'),
  'own.serverPrice': v1('one server with its cards, without value-added tax'),
  'own.gpusPerServer': v1('cards in one server'),
  'own.setupCost': v1('racking, cabling and installation, paid once for each purchase'),
  'own.refreshAtEndOfLife': v1('buy the hardware again when its depreciation life ends before the horizon'),
  'own.leadTimeMonths': v7(
    'months from the order to the servers’ first work (delivery and burn-in): the work is rented on the scenario’s plan meanwhile, power and operations start at delivery, the capital is paid when ordered, and the hardware’s age counts from the whole month it arrives in',
  ),
  'own.availabilityPct': v7(
    'share of busy hours the owned cards are up; null: derived from a large fleet’s failure rate, 9.08 % of cards a year (Meta, Llama 3, 148 GPU and 72 HBM failures in 54 days on 16,384 H100s), each failure taking its server down for 7 days (an assumption)',
    'null (derived: 99.3 % for a 4-card server, 98.6 % for an 8-card one)',
  ),
  'own.failureCover': v7(
    '"rent": the busy hours lost to failed cards are rented on demand at rent.pricePerGpuHour (an outage is not planned for, so no reservation covers it); "wait": the work waits, at no cost',
  ),
  'own.cluster': v7(
    'the cluster around the cards, priced only when more than one server is owned: capital bought with the first purchase, written off straight-line over its own life from delivery, kept for the whole horizon, and credited at its book value in the amortized view',
  ),
  'own.cluster.networkPerServer': v7('network fabric a server: its share of the switches, cables and optics'),
  'own.cluster.rackPerServer': v7('racks, power distribution and installation a server'),
  'own.cluster.storage': v7('shared storage for the cluster, once'),
  'own.cluster.lifeYears': v7('years the cluster is written off over'),
  'own.depreciation': v1('how the capital is written off'),
  'own.depreciation.method': v1('straight-line, double declining balance or sum-of-years digits'),
  'own.depreciation.years': v1('the hardware’s depreciation life'),
  'own.depreciation.salvagePct': v1(
    'value left at the end of the life, as a share of the capital (not read when salvageIs is "market-curve"); optional from version 7, 0 when left out',
  ),
  'own.depreciation.saleHaircutPct': v7(
    'what a sale gives up against the market’s curve (salvageIs "market-curve"): SpotWire’s used-working condition 0.72 × a broker sale within 90 days 0.85 = 38.8 %',
  ),
  'own.depreciation.salvageIs': v3(
    'what salvagePct is: "book", the accounting residual at today’s prices, which falling resale values halve with each doubling of the life, and whose book value the amortized view credits; "resale", what the cards are expected to sell for at the end of their life, never halved again, credited at the horizon at what they fetch then (falling with price-performance when resale values fall); "market-curve" (version 7, its default), the market’s used prices by age instead: SpotWire’s vintage factors 1.00 / 0.78 / 0.60 / 0.46 / 0.35 of the price new at 0–4 years (CC-BY-4.0, 2026-06-04), less saleHaircutPct. A file of versions 1–6 that leaves it out reads "book"',
  ),
  'own.power': v1('electricity'),
  'own.power.gpuWatts': v1('average draw of one busy card'),
  'own.power.idleGpuWatts': v1('draw of one idle, powered card'),
  'own.power.serverBaseWatts': v1('CPUs, memory, fans and disks of one server'),
  'own.power.pue': v1('power usage effectiveness: the facility’s draw over the servers’ own', 'ratio'),
  'own.power.pricePerKWh': v1('price of electricity; a time-of-use tariff replaces it'),
  'own.power.alwaysOn': v1('servers stay on outside busy hours (false: they are off then)'),
  'own.power.timeOfUse': v2('electricity priced by time of day; replaces pricePerKWh when given'),
  'own.power.timeOfUse.peakPricePerKWh': v2('price in peak hours'),
  'own.power.timeOfUse.offPeakPricePerKWh': v2('price in the other hours'),
  'own.power.timeOfUse.peakHoursPerDay': v2('peak hours in each of the 365 days'),
  'own.power.timeOfUse.busyAtPeakPct': v2(
    'share of the busy hours that fall in peak hours, capped by the month’s peak hours',
  ),
  'own.ops': v1('running costs other than electricity, without value-added tax'),
  'own.ops.staffPerYear': v1('staff who run the servers, a yearly cost that does not grow with the servers owned'),
  'own.ops.staffPerServerPerYear': v5(
    'staff cost that grows with the servers owned: an engineer’s yearly cost × the share of their time one server takes',
  ),
  'own.ops.maintenancePctPerYear': v1('maintenance, as a share of the capital without tax'),
  'own.ops.colocationPerMonth': v1('rack space, cooling and hosting'),
  'own.ops.bandwidthPerMonth': v1('network connection'),
  'own.ops.otherPerYear': v1('anything else the servers cost to run'),
  'own.ops.colocationPerKWMonth': v7(
    'colocation priced by the kW provisioned: each server’s full draw, cards at work plus its base, (gpusPerServer × gpuWatts + serverBaseWatts) ÷ 1,000, whether used or not (electricity used is still own.power)',
  ),
  'own.ops.cabinetPerMonth': v7('colocation sold by the cabinet-month (with cabinetKW, its power cap)'),
  'own.ops.cabinetKW': v7(
    'a cabinet’s power cap: as many servers a cabinet as it allows, at least one; a server over the cap takes as many cabinets as its draw needs; 0: one server a cabinet',
  ),
  'own.ops.supportPerServerPerYear': v7('a warranty or support contract, a server a year'),
  rent: v1('the rented side: cards rented from a provider'),
  'rent.plan': v1('how the cards are rented and billed'),
  'rent.pricePerGpuHour': v1('list (on-demand) price of one card-hour, without value-added tax'),
  'rent.billingIncrementMinutes': v1('what a session is billed in: 60 hourly, 1 per minute, 1/60 per second'),
  'rent.minimumMinutes': v1('least billed for one session'),
  'rent.reservedDiscountPct': v1(
    'discount of the reserved plan off the list price; from version 7 its default is 20 %, one-year H100 contracts against the on-demand median in 2026 (SemiAnalysis; CoreWeave $2.23 against $1.79), and a file of versions 1–6 that leaves it out keeps 40 %',
  ),
  'rent.reservationResalePct': v7(
    'share of a reservation’s months past the horizon it could be sold for, credited then: 0 for a commitment that cannot be sold on (Google Cloud commitments, AWS Convertible RIs); a file of versions 1–6 reads 100 (credited at what was paid, as they did)',
  ),
  'rent.staffPerYear': v7('engineer time renting needs a year: images, quotas, moving data'),
  'rent.monthlyPricePerGpu': v1('price of one card for a month; required when plan is "monthly"'),
  'rent.weeklyPricePerGpu': v1('price of one card for a week; required when plan is "weekly"'),
  'rent.spotDiscountPct': v1('discount of spot off the list price'),
  'rent.spotOverheadPct': v1('extra hours spot loses to preemption and restarts'),
  'rent.storage': v1('storage and data transfer paid while renting'),
  'rent.storage.hotGB': v1('hot (fast) storage kept'),
  'rent.storage.hotPricePerGBMonth': v1('price of hot storage'),
  'rent.storage.coldGB': v1('cold (archive) storage kept'),
  'rent.storage.coldPricePerGBMonth': v1('price of cold storage'),
  'rent.storage.egressGBPerMonth': v1('data transferred out of the provider'),
  'rent.storage.egressPricePerGB': v1('price of data transferred out'),
  'rent.speedRatio': v2(
    '2: the rented card does the owned card’s hour of work in 30 minutes; hourly plans bill the shorter sessions, flat plans rent ⌈gpus ÷ speedRatio⌉ cards (work spread over fewer cards in the same hours)',
  ),
  'rent.gpusPerInstance': v2('cards in the smallest instance the provider rents; whole instances are rented'),
  'rent.reservedTermYears': v2(
    'commitment term of the reserved plan, paid in whole terms; null: no commitment past the horizon',
  ),
  'rent.pricePath': v8(
    'how every rental price (each plan’s and the cover while cards are down) moves over the horizon; a reservation keeps its term’s first price. Not with obsolescence.rentPricesFall (the other choice)',
  ),
  'rent.pricePath.changePctPerYear': v8(
    'yearly change of the rental prices, either way: month m at (1 + change)^((m − 1) ÷ 12) of today’s; not read when points are given',
  ),
  'rent.pricePath.points': v8(
    'the price at months after today, as a % of today’s, keyed by month; straight between them from 100 % today, flat after the last',
  ),
  'rent.pricePath.points.MONTH': v8('the price MONTH months after today, as a % of today’s'),
  'rent.pricePath.index': v8('the price index the path was read from; null: none'),
  'rent.pricePath.index.name': v8('the index’s name, such as "Silicon Data H100 rental index"'),
  'rent.pricePath.index.level': v8('the index’s level when it was read'),
  'rent.pricePath.index.asOf': v8('the day the level was read'),
  tax: v2('value-added tax; prices elsewhere in the scenario are without it'),
  'tax.hardwareVatPct': v2('value-added tax on the servers and setup'),
  'tax.hardwareVatRecoverable': v2('true: the buyer gets that tax back, so it costs nothing'),
  'tax.cloudVatPct': v2('value-added tax on rented compute and storage'),
  'tax.cloudVatRecoverable': v2('true: the renter gets that tax back, so it costs nothing'),
  advisor: v2('the plan advisor: every priced plan for the demand, and why one costs least'),
  'advisor.mix': v2('also price reserved cards for the base with on-demand cards for the rest'),
  hybrid: v2('own some cards, rent the rest: workload.gpus is the base, the peak comes on top'),
  'hybrid.peakGpus': v2('cards needed at once at peak, the base included; at least workload.gpus'),
  'hybrid.peakDaysPerYear': v2('peak days, some of the active days; at most workload.daysPerYear'),
  'hybrid.peakHoursPerDay': v2('busy hours of the extra cards on a peak day'),
  scaling: v2('one job run on 1, 2, 4, … maxGpus rented cards: how much sooner, how much dearer'),
  'scaling.jobGpuHours': v2('the job’s length on one rented card'),
  'scaling.maxGpus': v2('the most cards tried'),
  'scaling.efficiencyPct': v2('speedup of n cards, as a share of n, where none is measured'),
  'scaling.speedups': v2('measured speedups, by card count; taken as measured, without the latency penalty'),
  'scaling.speedups.CARDS': v2('the speedup measured on CARDS cards'),
  'scaling.gpusPerNode': v2('cards in one node; beyond it the latency between nodes costs throughput'),
  'scaling.interNodeLatencyMs': v2('latency between nodes'),
  'scaling.latencyPenaltyPctPerMs': v2('throughput lost to each ms of latency between nodes'),
  utilization: v2('busy hours against paid-for hours of the owned cards, and the cost at a better utilization'),
  'utilization.targetPct': v2('the utilization to price the owned cards at'),
  obsolescence: v2('price-performance doubling: the payback warning, and falling prices when switched on'),
  'obsolescence.doublingMonths': v2(
    'months in which price-performance doubles; 30 by default, the 2.46 years Epoch AI measured for GPUs (Hobbhahn & Besiroglu 2022); 18 before format version 3’s correction',
  ),
  'obsolescence.rentPricesFall': v2('rental compute prices fall at that pace from month 2'),
  'obsolescence.resaleFalls': v2(
    'resale values fall at that pace: a book salvage halves with each doubling of the hardware’s life; a resale estimate is kept, and its path before the end of the life follows the fall',
  ),
  storageIO: v2('a hot-storage cache that shortens each epoch by removing I/O wait'),
  'storageIO.epochMinutes': v2('one epoch without the cache'),
  'storageIO.ioWaitPct': v2('time spent waiting for data without the cache'),
  'storageIO.ioWaitWithCachePct': v2('time still waiting with the cache; at most storageIO.ioWaitPct'),
  'storageIO.epochsPerMonth': v2("epochs run in a month, within the workload's rented sessions"),
  'storageIO.cacheGB': v2('size of the cache'),
  'storageIO.cachePricePerGBMonth': v2('price of the cache'),
  sensitivity: v2('the tornado: savings with each input moved down and up, one at a time'),
  'sensitivity.movePct': v2(
    'how far each input moves, as a share of its value; a whole number by the nearest whole step, at least 1',
  ),
  uncertainty: v2('Monte Carlo over (low, likely, high) ranges of up to eight inputs'),
  'uncertainty.samples': v2('scenarios drawn'),
  'uncertainty.seed': v2('seed of the random draws: the same seed gives the same answer'),
  'uncertainty.rangesAre': v3(
    'how low and high are read: "p10-p90", the 10th and 90th percentiles of a triangular distribution with its peak at likely (what people mean by "unlikely beyond"; a file without the field is read so), or "limits", its lowest and highest values',
  ),
  'uncertainty.priceCorrelation': v3(
    "how closely the price per card-hour follows the server price when both are ranged (a Gaussian copula; 0 independent, 1 the same rank); 0.5 is a judgement: rent recovers the hardware's cost but also follows demand",
  ),
  'uncertainty.hoursPerDay': v2(range('workload.hoursPerDay')),
  ...ends('hoursPerDay', v2),
  'uncertainty.pricePerGpuHour': v2(range('rent.pricePerGpuHour')),
  ...ends('pricePerGpuHour', v2),
  'uncertainty.pricePerKWh': v2(
    `${range('own.power.pricePerKWh')}; under a time-of-use tariff a draw scales the peak and off-peak prices by draw ÷ likely`,
  ),
  ...ends('pricePerKWh', v2),
  'uncertainty.serverPrice': v2(range('own.serverPrice')),
  ...ends('serverPrice', v2),
  'uncertainty.daysPerYear': v3(range('workload.daysPerYear')),
  ...ends('daysPerYear', v3),
  'uncertainty.salvagePct': v3(range('own.depreciation.salvagePct')),
  ...ends('salvagePct', v3),
  'uncertainty.planDiscountPct': v3(
    `${range('the discount of the plan in use: rent.reservedDiscountPct under reserved, rent.spotDiscountPct under spot')}; other plans have none and the range changes nothing`,
  ),
  ...ends('planDiscountPct', v3),
  'uncertainty.discountRatePct': v6(
    `${range('discountRatePct')}; each sample's present values after tax are worked out at its drawn rate`,
  ),
  ...ends('discountRatePct', v6),
  'uncertainty.leadTimeMonths': v7(range('own.leadTimeMonths')),
  ...ends('leadTimeMonths', v7),
  'uncertainty.availabilityPct': v7(range('own.availabilityPct')),
  ...ends('availabilityPct', v7),
  'uncertainty.priceChangePctPerYear': v8(
    `${range('rent.pricePath.changePctPerYear')}; a path with points is not moved by it. Not with obsolescence.rentPricesFall`,
  ),
  ...ends('priceChangePctPerYear', v8),
  providers: v3('provider screening: each provider’s cost for the workload and its five-check scorecard'),
  'providers.weights': v3('weight of each dimension in the total; 0 leaves it out'),
  'providers.weights.hardware': v3('weight of the hardware score', 'weight'),
  'providers.weights.network': v3('weight of the network score', 'weight'),
  'providers.weights.recovery': v3('weight of the recovery score', 'weight'),
  'providers.weights.billing': v3('weight of the billing score', 'weight'),
  'providers.weights.support': v3('weight of the support score', 'weight'),
  'providers.targets': v3('what earns full points'),
  'providers.targets.bandwidthGbps': v3('bandwidth between nodes that earns full bandwidth points'),
  'providers.targets.latencyPenaltyPctPerMs': v3(
    'throughput lost to each ms of latency between nodes (the scaling tool’s default)',
  ),
  'providers.targets.rtoHours': v3('recovery time that earns full RTO points'),
  'providers.targets.rpoHours': v3('data-loss window that earns full RPO points'),
  'providers.targets.supportMinutes': v3('answer time of a test ticket that earns full support points'),
  'providers.targets.driverVersion': v3('oldest NVIDIA driver the workload runs on; "": not checked'),
  'providers.targets.cudaVersion': v3('oldest CUDA version the workload runs on; "": not checked'),
  'providers.targets.costPerBusyGpuHour': v3(
    'price per busy card-hour that the billing check holds each provider against (scores 5 at it); null: what owning costs a busy card-hour (result own.costPerBusyGpuHour)',
  ),
  'providers.chosen': v3(
    'id of the provider whose prices the rent side holds, set by the page’s Use button; "": none. The engine and the command line do not read it',
  ),
  'providers.list': v3('the providers, screened in the order written (ids of digits only first, in numeric order)'),
  'providers.list.ID': v3('one provider: what it advertises and what was measured of it'),
  'providers.list.ID.name': v3('shown on the scorecard'),
  'providers.list.ID.gpuModel': v3('the advertised model ("H100 SXM5 80GB"); its family is checked against nvidia-smi'),
  'providers.list.ID.gpuMemoryGB': v3('advertised memory of one card; null: not checked'),
  'providers.list.ID.gpusPerInstance': v3(
    'cards in the smallest instance; the cost rents whole instances, the hardware score checks the count',
  ),
  'providers.list.ID.pricePerGpuHour': v3('list (on-demand) price'),
  'providers.list.ID.billingIncrementMinutes': v3('the provider’s billing increment'),
  'providers.list.ID.minimumMinutes': v3('least billed for one session'),
  'providers.list.ID.reservedDiscountPct': v3('null: the scenario’s rent.reservedDiscountPct'),
  'providers.list.ID.monthlyPricePerGpu': v3('null: no monthly plan at this provider'),
  'providers.list.ID.weeklyPricePerGpu': v3('null: no weekly plan at this provider'),
  'providers.list.ID.spotDiscountPct': v3('null: the scenario’s rent.spotDiscountPct'),
  'providers.list.ID.hotStoragePricePerGBMonth': v3('null: the scenario’s rent.storage.hotPricePerGBMonth'),
  'providers.list.ID.source': v3('where this provider’s figures came from'),
  'providers.list.ID.source.source': v3('where the figures came from, plain text'),
  'providers.list.ID.source.asOf': v3('the date they were true or read'),
  'providers.list.ID.gpuEvidence': v3('what nvidia-smi reported on the provider’s machine; null: no output'),
  'providers.list.ID.gpuEvidence.name': v3('the product name reported ("NVIDIA H100 80GB HBM3")'),
  'providers.list.ID.gpuEvidence.count': v3('cards visible'),
  'providers.list.ID.gpuEvidence.memoryTotalMiB': v3(
    'total memory of one card as reported (nvidia-smi’s FB Memory Usage total, memory.total)',
  ),
  'providers.list.ID.gpuEvidence.migEnabled': v3('MIG mode is enabled'),
  'providers.list.ID.gpuEvidence.virtualizationMode': v3(
    'nvidia-smi’s Virtualization Mode ("None", "Pass-Through", "VGPU", …)',
  ),
  'providers.list.ID.gpuEvidence.driverVersion': v3('the driver version reported ("590.48.01")'),
  'providers.list.ID.gpuEvidence.cudaVersion': v3('the CUDA version reported ("13.1")'),
  'providers.list.ID.bandwidthGbps': v3('iperf3 between two of the provider’s nodes'),
  'providers.list.ID.retransmits': v3('TCP retransmits in that iperf3 run'),
  'providers.list.ID.latencyMs': v3('latency measured between the two nodes'),
  'providers.list.ID.offsiteBackup': v3('backups are kept at another site'),
  'providers.list.ID.snapshots': v3('disks can be snapshotted'),
  'providers.list.ID.rtoHours': v3('recovery time the SLA promises; null: none promised'),
  'providers.list.ID.rpoHours': v3('data-loss window the SLA promises; null: none promised'),
  'providers.list.ID.supportMinutes': v3('time the provider took to answer a test ticket; null: not tested'),
  ...JOB_NOTES,
  finance: v6(
    'who buys, the income tax both sides are compared after, and how the hardware is paid for; left out: before tax, in cash',
  ),
  'finance.buyer': v6(
    'the buyer: before-tax (no income tax, as versions 1–5), cn-general (China, general VAT taxpayer), cn-small (China, small-scale taxpayer), cn-public (Chinese university or public lab), us-company; the fields below left out take its figures',
  ),
  'finance.incomeTaxPct': v6(
    'income tax on profit (China 25 %, a small low-profit enterprise 5 %, a public lab 0, US federal 21 %); ignored before tax',
    BY_BUYER,
  ),
  'finance.stateTaxPct': v6(
    'a US state’s corporate tax, deducted from federal taxable income: combined = income + state × (1 − income)',
    BY_BUYER,
  ),
  'finance.taxSchedule': v6(
    'how the hardware is deducted: expense (all in the year bought: China’s one-off deduction to ¥5M a server for purchases 2024–2027, US 100 % bonus depreciation from 2025), straight-line over taxLifeYears, macrs-5 (20, 32, 19.2, 11.52, 11.52, 5.76 %), section-179 (to $2.56M, less what exceeds $4.09M, the rest by MACRS)',
    BY_BUYER,
  ),
  'finance.taxLifeYears': v6('years of straight-line tax depreciation (China: at least 3 for electronics)', BY_BUYER),
  'finance.invoiced': v6(
    'false: the hardware is bought without a (special) invoice, so neither its value-added tax comes back nor is it deducted',
  ),
  'finance.firstYear': v6(
    'the calendar year the first purchase is made in: which purchases a rule with dates covers (China’s one-off deduction: 2024–2027)',
  ),
  'finance.financing': v6('how the first purchase is paid: in cash, by a loan or by a finance lease'),
  'finance.financing.kind': v6('cash, loan or lease'),
  'finance.financing.downPaymentPct': v6('a loan’s share of the capital paid at the start'),
  'finance.financing.ratePct': v6(
    'the loan’s or lease’s yearly rate as the lender quotes it: a month’s interest is a twelfth of it on what is owed',
  ),
  'finance.financing.months': v6('the loan’s or lease’s term; what is still owed at the horizon is paid off then'),
  'finance.financing.subsidyPct': v6(
    'percentage points of the rate a subsidy pays (China’s equipment-renewal loans: 1.5 for up to 2 years)',
  ),
  'finance.financing.subsidyMonths': v6('the months from the start the subsidy is paid for'),
  'finance.financing.buyoutPct': v6('a lease’s price to keep the hardware at its end, as a share of the capital'),
  convertedFrom: v5(
    'the figures as they were before the scenario was converted out of the currency they were typed in; written by a conversion, so that converting back gives them exactly ("Currency" in docs/method/format.md)',
    'left out: no conversion to undo',
  ),
  'convertedFrom.currency': v5('the currency the figures were typed in'),
  'convertedFrom.rate': v5(
    'units of the scenario’s currency for one unit of that currency: each figure below times this rate is the figure the scenario holds while it is untouched',
  ),
  'convertedFrom.figures': v5('each money figure as typed, keyed by its path'),
  'convertedFrom.figures.FIELD': v5(
    'the figure at path FIELD in the currency above; converting back restores it while the scenario still holds it times the rate, and a figure changed since is converted like any other',
  ),
  'convertedFrom.notes': v5('each source note as written before the conversion marked it, keyed by the figure’s path'),
  'convertedFrom.notes.FIELD': v5(
    'the note of the figure at FIELD (of the provider, for "providers.list.ID"); restored with the figure',
  ),
};
