// Types of scripts/og-image.mjs (plain JavaScript, run by the build without a TypeScript loader), for its tests.
import type { Lang } from '../src/i18n/langs.ts';
import type { PreviewCardText } from '../src/i18n/previewCard.ts';

export type PreviewCard = Readonly<Record<Lang, PreviewCardText>>;
export const OG_WIDTH: number;
export const OG_HEIGHT: number;
export const OG_FILE: string;
export const CARD_FONTS: Readonly<Record<Lang, { readonly family: string; readonly files: readonly string[] }>>;
export function escapeMarkup(text: string): string;
export function cardSvg(card: PreviewCard): string;
export function fontCharacters(buffer: Uint8Array): Set<number>;
export function missingGlyphs(card: PreviewCard): { lang: Lang; file: string; missing: string }[];
export function renderPng(svg: string): Promise<Uint8Array>;
export function siteFolder(siteUrl: string | undefined): string | null;
export function imageTags(card: PreviewCard, site: string | null): string[];
export function writePreview(card: PreviewCard, siteUrl?: string): Promise<void>;
