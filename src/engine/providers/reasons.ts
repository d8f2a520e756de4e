// The scorecard's reasons in plain English, for the command line (the page says them in the reader's
// language from the same codes and values).
import type { Reason } from './score.ts';

const r1 = (n: number) => String(Math.round(n * 10) / 10);
const r2 = (n: number) => String(Math.round(n * 100) / 100);

const TEXTS: Readonly<Record<string, (p: Reason['params']) => string>> = {
  'hardware.none': () => 'no nvidia-smi output: nothing shows what the machine really has',
  'hardware.evidence': (p) => `nvidia-smi shows ${p.count} × ${p.name}`,
  'hardware.model': (p) => `reports ${p.reported}, but ${p.advertised} is advertised`,
  'hardware.count': (p) => `${p.reported} cards visible, ${p.advertised} advertised`,
  'hardware.memory': (p) => `${p.reportedMiB} MiB of memory, ${p.advertisedGB} GB advertised`,
  'hardware.mig': () => 'MIG is enabled: the card is sliced, not whole',
  'hardware.vgpu': (p) => `virtualization mode ${p.mode}: a virtual GPU, not a whole card`,
  'hardware.driver': (p) => `driver ${p.reported} is older than the ${p.needed} needed`,
  'hardware.driverUnknown': (p) => `the driver version is not shown; ${p.needed} is needed`,
  'hardware.cuda': (p) => `CUDA ${p.reported} is older than the ${p.needed} needed`,
  'hardware.cudaUnknown': (p) => `the CUDA version is not shown; ${p.needed} is needed`,
  'network.noBandwidth': (p) => `no iperf3 result to hold against the ${p.target} Gbps target`,
  'network.bandwidth': (p) => `${r1(Number(p.gbps))} Gbps measured against a ${p.target} Gbps target`,
  'network.noLatency': () => 'no latency measured between nodes',
  'network.latency': (p) =>
    `${r1(Number(p.ms))} ms between nodes costs about ${r1(Number(p.lossPct))} % of distributed training throughput`,
  'network.retransmits': (p) => `${p.count} TCP retransmits in the iperf3 run`,
  'recovery.none': () => 'no SLA terms entered: nothing shows how the data is protected',
  'recovery.offsite': () => 'off-site backup',
  'recovery.noOffsite': () => 'no off-site backup',
  'recovery.snapshots': () => 'snapshots',
  'recovery.noSnapshots': () => 'no snapshots',
  'recovery.rto': (p) => `recovery time ${p.hours} h promised against a ${p.target} h target`,
  'recovery.rtoNone': () => 'no recovery time (RTO) in the SLA',
  'recovery.rpo': (p) => `data loss window ${p.hours} h promised against a ${p.target} h target`,
  'recovery.rpoNone': () => 'no recovery point (RPO) in the SLA',
  'billing.vsOwn': (p) =>
    `${r2(Number(p.perHour))} a busy GPU-hour (${p.plan}), ${r2(Number(p.ratio))} × the ${r2(Number(p.reference))} owning costs`,
  'billing.vsTarget': (p) =>
    `${r2(Number(p.perHour))} a busy GPU-hour (${p.plan}), ${r2(Number(p.ratio))} × the ${r2(Number(p.reference))} target`,
  'billing.freeReference': (p) =>
    `${r2(Number(p.perHour))} a busy GPU-hour (${p.plan}), where ${p.basis === 'own' ? 'owning costs' : 'the target is'} nothing`,
  'billing.noBusyHours': () => 'unknown: the workload has no busy GPU-hours to price',
  'support.none': (p) => `no test ticket timed against the ${p.target}-minute target`,
  'support.fast': (p) => `a test ticket answered in ${p.minutes} minutes (target ${p.target})`,
  'support.slow': (p) => `a test ticket took ${p.minutes} minutes (target ${p.target})`,
};

export function reasonText(reason: Reason): string {
  const text = TEXTS[reason.code];
  const points = reason.points === 0 ? '' : ` (${reason.points > 0 ? '+' : ''}${r1(reason.points)})`;
  return `${text ? text(reason.params) : reason.code}${points}`;
}

export const REASON_CODES: readonly string[] = Object.keys(TEXTS);
