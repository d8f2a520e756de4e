// A stand-in for a blog on another origin (another port), for the embed tests. GET /?body=HTML
// serves a page whose body is that HTML (GET /widget.js: an unrelated script of that name); &csp=1 adds a strict Content-Security-Policy that allows
// scripts and frames only from the calculator's origin. Test use only, on 127.0.0.1.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4174);
const widgetOrigin = process.argv[3] ?? 'http://127.0.0.1:4173';

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  // the blog's own script that happens to share the widget's file name
  if (url.pathname === '/widget.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end("document.documentElement.setAttribute('data-other-widget', 'ran');");
    return;
  }
  if (url.pathname !== '/') {
    response.writeHead(404).end();
    return;
  }
  const headers = { 'content-type': 'text/html; charset=utf-8' };
  if (url.searchParams.get('csp') === '1') {
    headers['content-security-policy'] =
      `default-src 'none'; script-src ${widgetOrigin}; frame-src ${widgetOrigin}; style-src 'self'`;
  }
  const body = url.searchParams.get('body') ?? '';
  response.writeHead(200, headers);
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title></head><body>${body}</body></html>`,
  );
}).listen(port, '127.0.0.1');
