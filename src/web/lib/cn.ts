import { type ClassValue, clsx } from 'clsx';

// A small stand-in for tailwind-merge (27 KB, too heavy for the /auth
// first-load budget): when two classes set the same thing, the later one
// wins, so `cn('h-10 px-3', className)` lets a caller pass `h-12`. It knows
// the utility families our components use; an unknown class is only deduped.

const EXACT: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display:
    'block inline-block inline flex inline-flex grid inline-grid hidden contents table flow-root',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  'font-style': 'italic not-italic',
  decoration: 'underline overline line-through no-underline',
  case: 'uppercase lowercase capitalize normal-case',
  'flex-dir': 'flex-row flex-col flex-row-reverse flex-col-reverse',
  'flex-wrap': 'flex-wrap flex-nowrap flex-wrap-reverse',
  'text-align': 'text-left text-center text-right text-justify text-start text-end',
  'text-wrap': 'text-wrap text-nowrap text-balance text-pretty',
  'border-style': 'border-solid border-dashed border-dotted border-double border-none',
  truncate: 'truncate text-ellipsis text-clip',
})) {
  for (const name of names.split(' ')) EXACT[name] = group;
}

const SIZES = '(?:2xs|xs|sm|base|md|lg|xl|\\dxl|none|inner)';
const PATTERNS: [RegExp, string | ((m: RegExpMatchArray) => string)][] = [
  [new RegExp(`^text-(?:${SIZES}|\\[\\d[^\\]]*\\])(?:/.+)?$`), 'font-size'],
  [/^text-/, 'text-color'],
  [/^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [/^border(-[xytrblse])?(?:-\d+|-\[\d[^\]]*\])?$/, (m) => `border-w${m[1] ?? ''}`],
  [/^border(-[xytrblse])?-/, (m) => `border-color${m[1] ?? ''}`],
  [/^rounded(-(?:t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee))?(?:-|$)/, (m) => `rounded${m[1] ?? ''}`],
  [new RegExp(`^shadow(?:-${SIZES})?$`), 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^ring(?:-\d+|-\[\d[^\]]*\])?$/, 'ring-w'],
  [/^ring-offset-\d+$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-/, 'ring-color'],
  [/^outline(?:-\d+|-\[\d[^\]]*\])?$/, 'outline-w'],
  [/^bg-(?:linear|radial|conic|gradient)/, 'bg-image'],
  [/^bg-(?:cover|contain|auto)$/, 'bg-size'],
  [/^bg-/, 'bg-color'],
  [/^-?(p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me)-/, (m) => m[1]!],
  [
    /^-?(min-w|min-h|max-w|max-h|size|w|h|inset-x|inset-y|inset|top|right|bottom|left|start|end|gap-x|gap-y|gap|space-x|space-y|z|opacity|order|basis|leading|tracking|cursor|overflow-x|overflow-y|overflow|items|justify-items|justify|self|place-items|place-content|content|whitespace|select|pointer-events|grid-cols|grid-rows|col-span|row-span|aspect|object|duration|ease|delay|line-clamp|translate-x|translate-y|scale|rotate|fill|stroke|animate|transition|from|via|to|flex|grow|shrink)(?:-|$)/,
    (m) => m[1]!,
  ],
];

function groupOf(utility: string): string {
  const exact = EXACT[utility];
  if (exact) return exact;
  for (const [pattern, group] of PATTERNS) {
    const m = utility.match(pattern);
    if (m) return typeof group === 'string' ? group : group(m);
  }
  return `=${utility}`;
}

/** Splits "md:hover:!px-2" into its variants "md:hover:" and utility "px-2" (bang kept apart). */
function keyOf(token: string): string {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) cut = i + 1;
  }
  let utility = token.slice(cut);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '');
  return `${token.slice(0, cut)}${important ? '!' : ''}${groupOf(utility)}`;
}

export function mergeClasses(classes: string): string {
  const seen = new Map<string, string>();
  for (const token of classes.split(/\s+/)) {
    if (!token) continue;
    const key = keyOf(token);
    seen.delete(key);
    seen.set(key, token);
  }
  return [...seen.values()].join(' ');
}

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
