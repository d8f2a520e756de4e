// A small interpreter for exactly the Go template constructs the Hugo shortcode
// (docs/embed/hugo/gpu-tco.html) uses, so a test can run it without Hugo: text; {{/* comments */}};
// the trim markers {{- and -}}; {{ $x := … }} and {{ $x = … }}; {{ if … }}/{{ with … }} with
// {{ else }} and {{ end }}; pipelines of string and integer literals, `.`, `$x`, `.Get "name"`, (…) and the
// functions default, eq, split, index and printf (only %s). Anything else throws, so a template that
// outgrows it fails the test rather than being read wrongly. Output is escaped as Hugo's
// html/template escapes it in the places the shortcode writes values: an attribute value (HTML
// escaping) and the start of a src attribute (the URL filter and normalizer first).

type Value = string | readonly string[] | undefined;

type Node =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'output'; readonly pipe: string }
  | { readonly kind: 'assign'; readonly name: string; readonly declare: boolean; readonly pipe: string }
  | {
      readonly kind: 'if' | 'with';
      readonly pipe: string;
      readonly body: Node[];
      readonly otherwise: Node[];
    };

interface Scope {
  readonly params: Readonly<Record<string, string>>;
  readonly vars: Map<string, Value>;
  readonly dot: Value | 'context';
}

/** Splits the template into text and actions, applying the trim markers. */
function lex(template: string): ({ text: string } | { action: string })[] {
  const parts: ({ text: string } | { action: string })[] = [];
  let rest = template;
  let trimNext = false;
  while (rest) {
    const open = rest.indexOf('{{');
    let text = open < 0 ? rest : rest.slice(0, open);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (open < 0) {
      parts.push({ text });
      break;
    }
    // a comment ends at */ (its text may hold braces, as an example of the shortcode's use does)
    const comment = /^\{\{-?\s*\/\*/.test(rest.slice(open)) ? rest.indexOf('*/', open) : open;
    const close = rest.indexOf('}}', comment);
    if (close < 0) throw new Error('unclosed action');
    let action = rest.slice(open + 2, close);
    if (action.startsWith('-')) {
      text = text.replace(/\s+$/, '');
      action = action.slice(1);
    }
    trimNext = action.endsWith('-');
    if (trimNext) action = action.slice(0, -1);
    parts.push({ text }, { action: action.trim() });
    rest = rest.slice(close + 2);
  }
  return parts;
}

function parse(template: string): Node[] {
  const root: Node[] = [];
  const stack: { nodes: Node[]; block?: Extract<Node, { kind: 'if' | 'with' }>; inElse: boolean }[] = [
    { nodes: root, inElse: false },
  ];
  const top = () => stack[stack.length - 1] as (typeof stack)[number];
  const push = (node: Node) => {
    const frame = top();
    if (frame.block) (frame.inElse ? frame.block.otherwise : frame.block.body).push(node);
    else frame.nodes.push(node);
  };
  for (const part of lex(template)) {
    if ('text' in part) {
      if (part.text) push({ kind: 'text', text: part.text });
      continue;
    }
    const action = part.action;
    if (/^\/\*[\s\S]*\*\/$/.test(action)) continue;
    const block = /^(if|with)\s+(.+)$/.exec(action);
    const assign = /^\$(\w+)\s*(:?=)\s*(.+)$/.exec(action);
    if (block) {
      const node = { kind: block[1] as 'if' | 'with', pipe: block[2] as string, body: [], otherwise: [] };
      push(node);
      stack.push({ nodes: [], block: node, inElse: false });
    } else if (action === 'else') {
      if (!top().block || top().inElse) throw new Error('else outside a block');
      top().inElse = true;
    } else if (action === 'end') {
      if (!top().block) throw new Error('end outside a block');
      stack.pop();
    } else if (assign) {
      push({ kind: 'assign', name: assign[1] as string, declare: assign[2] === ':=', pipe: assign[3] as string });
    } else {
      push({ kind: 'output', pipe: action });
    }
  }
  if (stack.length !== 1) throw new Error('unclosed block');
  return root;
}

/** Words of a command: string literals, parenthesised pipelines (nested too), and bare words. */
function words(command: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < command.length) {
    if (/\s/.test(command[i] as string)) {
      i++;
      continue;
    }
    let j = i;
    let depth = 0;
    let quoted = false;
    do {
      const c = command[j] as string;
      if (c === '\\' && quoted) j++;
      else if (c === '"') quoted = !quoted;
      else if (!quoted && c === '(') depth++;
      else if (!quoted && c === ')') depth--;
      j++;
    } while (j < command.length && (quoted || depth > 0 || !/[\s()]/.test(command[j] as string)));
    if (quoted || depth !== 0) throw new Error(`cannot read: ${command}`);
    out.push(command.slice(i, j));
    i = j;
  }
  return out;
}

function splitPipe(pipe: string): string[] {
  const commands: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of pipe) {
    if (char === '"') quoted = !quoted;
    if (!quoted && char === '(') depth++;
    if (!quoted && char === ')') depth--;
    if (!quoted && depth === 0 && char === '|') {
      commands.push(current.trim());
      current = '';
    } else current += char;
  }
  commands.push(current.trim());
  return commands;
}

const FUNCTIONS: Readonly<Record<string, (...args: Value[]) => Value>> = {
  // Hugo's default: the value unless it is empty
  default: (fallback, value) => (truthy(value) ? value : fallback),
  eq: (a, b) => (a === b ? 'true' : ''),
  // Hugo's htmlUnescape: the five entities Go's html.UnescapeString reads most often, numeric ones too
  htmlUnescape: (s) =>
    typeof s === 'string'
      ? s.replace(
          /&(amp|lt|gt|quot|#39|#34);/g,
          (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#34': '"' })[name] ?? '',
        )
      : s,
  split: (s, sep) => (typeof s === 'string' && typeof sep === 'string' ? s.split(sep) : undefined),
  index: (list, i) => (Array.isArray(list) ? (list as string[])[Number(i)] : undefined),
  printf: (format, ...args) => {
    if (typeof format !== 'string' || /%[^s]/.test(format)) throw new Error('printf: only %s');
    let i = 0;
    return format.replace(/%s/g, () => String(args[i++] ?? ''));
  },
};

function truthy(value: Value): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

function term(word: string, scope: Scope): Value {
  if (word.startsWith('"')) return JSON.parse(word) as string;
  if (/^\d+$/.test(word)) return word; // an integer (index's position)
  if (word.startsWith('(')) return evaluate(word.slice(1, -1), scope);
  if (word === '.') {
    if (scope.dot === 'context') throw new Error('. is the page context here');
    return scope.dot;
  }
  if (word.startsWith('$')) {
    const name = word.slice(1);
    if (!scope.vars.has(name)) throw new Error(`undefined variable $${name}`);
    return scope.vars.get(name);
  }
  throw new Error(`unknown term ${word}`);
}

function command(text: string, scope: Scope, piped: Value[]): Value {
  const [head, ...rest] = words(text);
  if (head === undefined) throw new Error('empty command');
  if (head === '.Get') {
    if (scope.dot !== 'context') throw new Error('.Get outside the page context');
    if (rest.length !== 1 || piped.length) throw new Error('.Get takes one name');
    return scope.params[term(rest[0] as string, scope) as string];
  }
  const fn = FUNCTIONS[head];
  if (fn) return fn(...rest.map((w) => term(w, scope)), ...piped);
  if (rest.length || piped.length) throw new Error(`not a function: ${head}`);
  return term(head, scope);
}

function evaluate(pipe: string, scope: Scope): Value {
  let value: Value[] = [];
  for (const text of splitPipe(pipe)) value = [command(text, scope, value)];
  return value[0];
}

const htmlEscape = (s: string) =>
  s.replace(
    /[&<>"'+\0]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;', '+': '&#43;' })[c] ?? '\uFFFD',
  );

/** html/template's urlFilter and urlNormalizer, for a value at the start of a URL attribute. */
function urlValue(s: string): string {
  const scheme = /^([^/:]*):/.exec(s)?.[1]?.toLowerCase();
  if (scheme !== undefined && !['http', 'https', 'mailto'].includes(scheme)) return '#ZgotmplZ';
  return Array.from(new TextEncoder().encode(s), (byte) => {
    const c = String.fromCharCode(byte);
    return /[A-Za-z0-9\-._~!#$&*+,/:;=?@[\]%]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

function run(nodes: readonly Node[], scope: Scope, out: string[]): void {
  for (const node of nodes) {
    if (node.kind === 'text') out.push(node.text);
    else if (node.kind === 'assign') {
      // variables live to the end here (Go ends one declared in a block with the block; the shortcode
      // reads none after its block); declaring twice or assigning an undeclared one is an error in both
      if (node.declare === scope.vars.has(node.name)) throw new Error(`$${node.name}: := once, then =`);
      scope.vars.set(node.name, evaluate(node.pipe, scope));
    } else if (node.kind === 'output') {
      const value = evaluate(node.pipe, scope);
      if (Array.isArray(value)) throw new Error('cannot print a list');
      const before = out.join('');
      const inSrc = /\ssrc="$/.test(before);
      out.push(htmlEscape(inSrc ? urlValue(String(value ?? '')) : String(value ?? '')));
    } else {
      const value = evaluate(node.pipe, scope);
      const branch = truthy(value) ? node.body : node.otherwise;
      run(branch, node.kind === 'with' && truthy(value) ? { ...scope, dot: value } : scope, out);
    }
  }
}

/** Runs a shortcode template with its named parameters (`.Get "name"`). */
export function runShortcode(template: string, params: Readonly<Record<string, string>>): string {
  const out: string[] = [];
  run(parse(template), { params, vars: new Map(), dot: 'context' }, out);
  return out.join('');
}
