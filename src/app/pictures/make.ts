// Making and saving a picture of the answer, loaded on the first click on a picture button: the
// figures and the reader's language, view and theme of this moment, the link its QR code carries,
// then the SVG (and from it the PNG) saved as a file.
import type { Result, Scenario } from '../../engine/index.ts';
import { linkOf } from '../../state/link/apply.ts';
import type { CalculatorState } from '../../state/store.ts';
import type { Translate } from '../hooks.ts';
import { download, downloadBlob, fileStem } from '../kit/download.ts';
import { useCalculator } from '../useCalculator.ts';
import { captureChart } from './capture.ts';
import { chartPicture } from './chartPicture.ts';
import { pictureFacts } from './facts.ts';
import { type Picture, type PictureInput, spokenVerdict } from './frame.ts';
import { markdownSnippet } from './markdown.ts';
import type { PictureTheme } from './palette.ts';
import { pngOf } from './raster.ts';
import { type ScanLink, scanLinkOf, siteOf } from './scanLink.ts';
import { verdictPicture } from './verdictPicture.ts';

export type PictureFormat = 'png' | 'svg';

/** The theme the reader sees: their choice, or the system's. */
function shownTheme(): PictureTheme {
  const chosen = useCalculator.getState().theme;
  if (chosen !== 'system') return chosen;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The share link of what the reader sees now: the calculator's address with the scenario. */
export async function shareLink(state: CalculatorState): Promise<string> {
  return new URL(`./?${await linkOf(state)}`, window.location.href).href;
}

/** The QR code's link: the scenario in the language and view the picture shows it, under the page's folder. */
async function scanNow(scenario: Scenario, state: CalculatorState): Promise<ScanLink> {
  const page = new URL('./', window.location.href).href;
  const { link, notesLeftOut } = await scanLinkOf(scenario, { lang: state.lang, costView: state.costView }, page);
  return { link, site: siteOf(page), notesLeftOut };
}

async function inputNow(scenario: Scenario, result: Result, t: Translate): Promise<PictureInput> {
  const state = useCalculator.getState();
  return {
    scenario,
    result,
    view: state.costView,
    lang: state.lang,
    t,
    theme: shownTheme(),
    date: new Date(),
    scan: await scanNow(scenario, state),
  };
}

export function pictureFile(scenario: Scenario, what: string, format: PictureFormat): string {
  return `${fileStem(scenario)}-${what}.${format}`;
}

async function save(picture: Picture, file: string, format: PictureFormat): Promise<void> {
  if (format === 'svg') {
    download(file, 'image/svg+xml;charset=utf-8', `<?xml version="1.0" encoding="UTF-8"?>\n${picture.svg}\n`);
  } else {
    downloadBlob(file, await pngOf(picture.svg, picture.width, picture.height));
  }
}

export async function saveVerdictPicture(
  scenario: Scenario,
  result: Result,
  format: PictureFormat,
  t: Translate,
): Promise<void> {
  await save(verdictPicture(await inputNow(scenario, result, t)), pictureFile(scenario, 'verdict', format), format);
}

/** The chart's drawing once it is on the page: a chart just picked may still be loading (for 5 s at most). */
async function drawingOf(findPlot: () => Element | null | undefined, title: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const plot = findPlot();
    const drawing = plot ? captureChart(plot, title) : null;
    if (drawing) return drawing;
    await new Promise((done) => setTimeout(done, 100));
  }
  return null;
}

/** Saves the chart shown in the box `findPlot` finds; false when it shows no drawing to save. */
export async function saveChartPicture(
  scenario: Scenario,
  result: Result,
  findPlot: () => Element | null | undefined,
  chart: { readonly id: string; readonly title: string },
  format: PictureFormat,
  t: Translate,
): Promise<boolean> {
  const drawing = await drawingOf(findPlot, chart.title);
  if (!drawing) return false;
  const picture = chartPicture(await inputNow(scenario, result, t), drawing);
  await save(picture, pictureFile(scenario, chart.id, format), format);
  return true;
}

/** The Markdown that pairs the PNG `file` with the share link of `state`, the verdict as its text. */
export async function snippetOf(
  scenario: Scenario,
  result: Result,
  state: CalculatorState,
  file: string,
  t: Translate,
): Promise<string> {
  const facts = pictureFacts(scenario, result, state.costView, state.lang, t, new Date());
  return markdownSnippet(
    file,
    t('pictures.alt', { name: facts.name, verdict: spokenVerdict(facts) }),
    await shareLink(state),
  );
}
