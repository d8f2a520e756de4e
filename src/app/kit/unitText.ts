// A number field's unit in words ("CN¥ / card-hour", "cards"): the field's own, and its place's while
// the field's code loads (FieldPlace.tsx), so that both wrap alike.
import { currencySymbol } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import type { FieldSpec } from '../inputs/fields.ts';

type Unit = Extract<FieldSpec, { kind: 'number' }>['unit'];

export function unitText(unit: Unit, t: Translate, lang: Lang, currency: string): string {
  if (unit.kind === 'money') return `${currencySymbol(lang, currency)}${unit.per ? ` ${t(unit.per)}` : ''}`;
  return unit.kind === 'plain' ? t(unit.text) : '';
}
