// The Chinese glossary: one term for each core concept, and the other words for it that must not
// appear in any Chinese text (glossary.test.ts scans every message and every source file). A
// reader who meets 自建 in the verdict and 自购 in a chart would think they are two different things.
// To add a concept: pick the term the messages already use most, list the variants a translator is
// likely to reach for, and unify the messages.

interface GlossaryEntry {
  /** the English term, as the English messages say it */
  readonly en: string;
  /** the one Chinese term */
  readonly zh: string;
  /** other words for the same concept; a RegExp where the term itself contains the variant */
  readonly avoid: readonly (string | RegExp)[];
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  // a finance lease (融资租赁) buys the hardware on credit: it is not renting
  { en: 'rent, rented', zh: '租用', avoid: [/(?<!融资)租赁/u, '云租'] },
  { en: 'own, owned, self-hosted', zh: '自建', avoid: ['自购', '自有', '自托管', '自持', '本地部署'] },
  { en: 'cloud', zh: '云端', avoid: ['云服务', '云上', /租云(?!端)/] },
  { en: 'depreciation', zh: '折旧', avoid: ['折损'] },
  { en: 'amortized (the counted view)', zh: '摊销口径', avoid: ['摊销法', '摊销视图', '账面口径'] },
  { en: 'cash (the counted view)', zh: '现金口径', avoid: ['现金视图', '现金法'] },
  { en: 'book value', zh: '账面价值', avoid: ['账面净值', '账面余额'] },
  { en: 'salvage value', zh: '残值', avoid: ['余值', '残余价值', '回收价值'] },
  { en: 'expected resale (price)', zh: '预计转售价', avoid: ['预计卖价', '预计售价', '二手售价'] },
  { en: 'hardware life', zh: '使用年限', avoid: ['使用寿命', '寿命'] },
  { en: 'electricity (its cost)', zh: '电费', avoid: ['电力成本', '电力费用', '用电成本', '用电费用', '电能费用'] },
  { en: 'electricity price', zh: '电价', avoid: ['电力价格', '用电价格'] },
  { en: 'operations (staff, maintenance, rack)', zh: '运维', avoid: ['运营成本', '维运'] },
  { en: 'on-demand', zh: '按需', avoid: ['按量', '随用随付'] },
  { en: 'reserved', zh: '预留', avoid: ['预定实例', '预约实例', '包年'] },
  { en: 'spot', zh: '竞价实例', avoid: ['抢占式实例', '抢占实例', '可抢占实例', '现货实例', '闲置实例'] },
  { en: 'monthly plan', zh: '包月', avoid: ['月付', '按月付费'] },
  { en: 'weekly plan', zh: '包周', avoid: ['周付', '按周付费'] },
  { en: 'instance', zh: '实例', avoid: ['整机'] },
  { en: 'break-even', zh: '盈亏平衡点', avoid: ['收支平衡', '保本点', '损益平衡', /(?<!盈亏)平衡点/] },
  { en: 'payback', zh: '回本', avoid: ['回收期', '投资回收', '回本期'] },
  { en: 'utilization', zh: '利用率', avoid: ['使用率', '占用率', '利用比例'] },
  { en: 'card-hour, GPU-hour', zh: '卡时', avoid: ['卡小时', 'GPU 小时', 'GPU小时', 'GPU·时', /GPU ?时(?!间)/u] },
  { en: 'server', zh: '服务器', avoid: ['主机', '整台机器'] },
  { en: 'provider', zh: '服务商', avoid: ['供应商', '提供商', '厂商'] },
  { en: 'horizon', zh: '比较期', avoid: ['测算期', '比较期限', '对比期', '计算期', '评估期'] },
  { en: 'cumulative', zh: '累计', avoid: ['累积'] },
  { en: 'finance lease (of the owned hardware)', zh: '融资租赁', avoid: ['金融租赁', '融资租用', '融资性租赁'] },
  { en: 'tax book value', zh: '计税基础', avoid: ['计税价值', '税务账面价值', '税收账面价值'] },
];

/** Every forbidden variant in `text`, each with the term to use instead. */
export function glossaryViolations(text: string): { readonly found: string; readonly use: string }[] {
  const violations: { found: string; use: string }[] = [];
  for (const entry of GLOSSARY) {
    for (const variant of entry.avoid) {
      const found =
        typeof variant === 'string' ? (text.includes(variant) ? variant : null) : (text.match(variant)?.[0] ?? null);
      if (found !== null) violations.push({ found, use: entry.zh });
    }
  }
  return violations;
}
