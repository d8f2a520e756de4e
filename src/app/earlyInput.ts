// What a reader typed, chose, ticked or clicked in the prerendered page before its code took it over. The page
// is painted, and its fields answer the keyboard, a moment before React does: hydration adopts the
// fields as they are, with the reader's text in them, while the store still holds what was prerendered.
// Once the page is taken over, each control the reader changed is given its change again, as the
// reader's own input, so the figures, the address and every later edit follow it.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Whether the reader changed `control` from what the page was prerendered with. */
function changed(control: Control): boolean {
  if (isToggle(control))
    return control.type === 'radio'
      ? control.checked && !control.defaultChecked
      : control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) return [...control.options].some((o) => o.selected !== o.defaultSelected);
  return control.value !== untouchedValue(control);
}

/**
 * What `control` holds untouched: its default, which a slider shows moved onto its nearest step (0.1437
 * on a slider of step 0.01 holds 0.14), so only a move away from that is the reader's.
 */
function untouchedValue(control: HTMLInputElement | HTMLTextAreaElement): string {
  if (!(control instanceof HTMLInputElement) || control.type !== 'range') return control.defaultValue;
  const fresh = control.ownerDocument.createElement('input');
  fresh.type = 'range';
  for (const name of ['min', 'max', 'step'] as const) fresh[name] = control[name];
  fresh.value = control.defaultValue;
  return fresh.value;
}

/** A control the reader changed, and what they made of it. */
export interface EarlyInput {
  readonly control: Control;
  readonly value: string;
  readonly checked: boolean;
}

/** The controls in `root` the reader has changed from what the page was prerendered with. */
export function earlyInput(root: HTMLElement): EarlyInput[] {
  return [...root.querySelectorAll<Control>('input, select, textarea')]
    .filter(changed)
    .map((control) => ({ control, value: control.value, checked: isToggle(control) && control.checked }));
}

/**
 * Gives a control its change again as an event of the reader's. React notices a change against the
 * value it last wrote (kept on the element), so that value is put back first, then the reader's, as
 * typing, choosing or ticking would.
 */
function replay({ control, value, checked }: EarlyInput): void {
  if (!control.isConnected) return;
  if (isToggle(control)) {
    control.checked = !checked;
    control.click();
    return;
  }
  if (control instanceof HTMLSelectElement) {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  control.value = control.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Once the page is taken over: gives every control the reader changed its change again, as it is now
 * or, should taking over have put a control back, as it was just before (`before`).
 */
export function takeInEarlyInput(root: HTMLElement, before: readonly EarlyInput[]): void {
  const latest = new Map(before.map((early) => [early.control, early]));
  for (const early of earlyInput(root)) latest.set(early.control, early);
  for (const early of latest.values()) replay(early);
  for (const button of earlyClicks()) if (button.isConnected && root.contains(button)) button.click();
}

/**
 * The buttons the reader clicked before the page was taken over, each once, as the page's first
 * script noted them (scripts/paintFirst.ts); the noting stops here.
 */
function earlyClicks(): readonly HTMLElement[] {
  const page = window as { gpuTcoClicks?: HTMLElement[] | undefined };
  const clicks = page.gpuTcoClicks ?? [];
  page.gpuTcoClicks = undefined;
  return clicks;
}
