// The browser languages a unit test's page sees (navigator.languages), which choose its language and start.

/** Makes the browser ask for `languages`, as navigator.languages lists them. */
export function setBrowserLanguages(languages: readonly string[]): void {
  if (typeof globalThis.navigator === 'undefined') {
    // Node has no navigator: a bare one, as far as the page's code reads it
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'Node.js' }, configurable: true });
  }
  Object.defineProperty(globalThis.navigator, 'languages', { value: [...languages], configurable: true });
  Object.defineProperty(globalThis.navigator, 'language', { value: languages[0] ?? '', configurable: true });
}
