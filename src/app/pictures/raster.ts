// A picture's SVG drawn into a canvas at twice its size (sharp text on a high-density screen or a
// slide), then taken as a PNG. The SVG carries everything it draws, so the canvas is never tainted.
// It is read from a data: address, not a blob: one: the page's Content-Security-Policy allows images
// from the page and data: only (scripts/csp.mjs), and a picture is no reason to widen it.

export async function pngOf(svg: string, width: number, height: number, scale = 2): Promise<Blob> {
  const image = new Image(width, height);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas to draw the picture in');
  // drawn at the canvas's size, the SVG is rasterized at it: not a small bitmap enlarged
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return await new Promise<Blob>((done, fail) =>
    canvas.toBlob((blob) => (blob ? done(blob) : fail(new Error('the canvas gave no PNG'))), 'image/png'),
  );
}
