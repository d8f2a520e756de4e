// The page's colours in each theme (styles.css names each once with light-dark()), as a picture
// needs them: an SVG file carries its colours, it cannot read the page's variables.
export type PictureTheme = 'light' | 'dark';

export interface Palette {
  readonly bg: string;
  readonly surface: string;
  readonly text: string;
  readonly muted: string;
  readonly border: string;
  readonly accent: string;
  readonly own: string;
  readonly rent: string;
  /** the QR code's tile and modules: dark on light in both themes, as scanners read it */
  readonly qrLight: string;
  readonly qrDark: string;
}

export const PALETTES: Readonly<Record<PictureTheme, Palette>> = {
  light: {
    bg: '#f7f8fa',
    surface: '#ffffff',
    text: '#18202b',
    muted: '#556070',
    border: '#d5dbe3',
    accent: '#0f766e',
    own: '#b45309',
    rent: '#1d4ed8',
    qrLight: '#ffffff',
    qrDark: '#18202b',
  },
  dark: {
    bg: '#0f141a',
    surface: '#171e26',
    text: '#e6ebf1',
    muted: '#9aa7b6',
    border: '#2d3845',
    accent: '#2dd4bf',
    own: '#fbbf24',
    rent: '#7aa2ff',
    qrLight: '#e6ebf1',
    qrDark: '#0f141a',
  },
};
