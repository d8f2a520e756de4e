// A window whose history records each entry, for the address sync's tests: pushes add one, replaces
// change the last, and Back drops the last and tells the page, as a browser's popstate does.
export function fakeWindow(search = '') {
  const entries: string[] = [search];
  const listeners = new Map<string, () => void>();
  const location = { pathname: '/', search, hash: '' };
  const write = (push: boolean) => (_state: unknown, _title: string, url: string) => {
    location.search = url.slice(url.indexOf('?'));
    if (push) entries.push(location.search);
    else entries[entries.length - 1] = location.search;
  };
  const win = {
    location,
    history: { pushState: write(true), replaceState: write(false) },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  } as unknown as Window;
  const back = () => {
    entries.pop();
    location.search = entries.at(-1) ?? '';
    listeners.get('popstate')?.();
  };
  return { win, entries, location, back };
}
