// The pictures' menus, one chunk for both places that offer them (the verdict card and the charts),
// so that the page's list of chunks to preload grows by as little as possible (it loads before the
// verdict). The picture code itself (make.ts) loads on the first click.
export { default as ChartPicture } from './ChartPicture.tsx';
export { default as VerdictPicture } from './VerdictPicture.tsx';
