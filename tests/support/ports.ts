// Where the browser tests serve the calculator and the blog of another origin. Two checkouts on one
// machine can run their browser tests side by side by setting PREVIEW_PORT (the blog takes the next port).
export const PREVIEW_PORT = Number(process.env.PREVIEW_PORT ?? 4173);
export const HOST_PORT = PREVIEW_PORT + 1;
export const CALCULATOR_ORIGIN = `http://127.0.0.1:${PREVIEW_PORT}`;
export const HOST_ORIGIN = `http://127.0.0.1:${HOST_PORT}`;
