// Types of scripts/og-image.mjs (plain JavaScript, run by the build without a TypeScript loader), for its tests.
export interface PreviewCard {
  readonly title: string;
  readonly tagline: string;
  readonly sentence: string;
  readonly figures: readonly { readonly label: string; readonly value: string }[];
}
export const OG_WIDTH: number;
export const OG_HEIGHT: number;
export const OG_FILE: string;
export function escapeMarkup(text: string): string;
export function wrapWords(text: string, maxChars: number): string[];
export function cardSvg(card: PreviewCard): string;
export function renderPng(svg: string): Promise<Uint8Array>;
export function siteFolder(siteUrl: string | undefined): string | null;
export function imageTags(card: PreviewCard, site: string | null): string[];
export function writePreview(card: PreviewCard, siteUrl?: string): Promise<void>;
