// The pictures' buttons, one chunk for both places that offer them (the exports and the charts), so
// that the page's list of chunks to preload grows by as little as possible (it loads before the
// verdict). The picture code itself (make.ts) loads on the first click.
export { default as ChartPicture } from './ChartPicture.tsx';
export { default as VerdictPictures } from './VerdictPictures.tsx';
