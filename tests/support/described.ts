// What a screen reader says after a field's name: the texts its aria-describedby points to, in order.
// A hint or an error shown beside a field but not tied to it is heard by no one who cannot see it.
export function description(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
