/** The grammars highlight.js loads for code blocks: the languages models answer in most. */
export type Grammar =
  | 'bash'
  | 'c'
  | 'cpp'
  | 'csharp'
  | 'css'
  | 'diff'
  | 'go'
  | 'java'
  | 'javascript'
  | 'json'
  | 'kotlin'
  | 'markdown'
  | 'php'
  | 'python'
  | 'ruby'
  | 'rust'
  | 'shell'
  | 'sql'
  | 'swift'
  | 'typescript'
  | 'xml'
  | 'yaml';

// Fence names → grammar and label. highlight.js's own aliases, except that `shell` means commands
// (bash), as models write it, and `console` a session with prompts (its "shell" grammar).
const LANGUAGES: Record<string, [Grammar, string]> = {
  bash: ['bash', 'Bash'],
  sh: ['bash', 'Shell'],
  shell: ['bash', 'Shell'],
  zsh: ['bash', 'Zsh'],
  console: ['shell', 'Console'],
  c: ['c', 'C'],
  h: ['c', 'C'],
  cpp: ['cpp', 'C++'],
  'c++': ['cpp', 'C++'],
  cc: ['cpp', 'C++'],
  hpp: ['cpp', 'C++'],
  cs: ['csharp', 'C#'],
  csharp: ['csharp', 'C#'],
  'c#': ['csharp', 'C#'],
  css: ['css', 'CSS'],
  diff: ['diff', 'Diff'],
  patch: ['diff', 'Diff'],
  go: ['go', 'Go'],
  golang: ['go', 'Go'],
  java: ['java', 'Java'],
  javascript: ['javascript', 'JavaScript'],
  js: ['javascript', 'JavaScript'],
  jsx: ['javascript', 'JSX'],
  mjs: ['javascript', 'JavaScript'],
  cjs: ['javascript', 'JavaScript'],
  json: ['json', 'JSON'],
  jsonc: ['json', 'JSON'],
  json5: ['json', 'JSON5'],
  kotlin: ['kotlin', 'Kotlin'],
  kt: ['kotlin', 'Kotlin'],
  kts: ['kotlin', 'Kotlin'],
  markdown: ['markdown', 'Markdown'],
  md: ['markdown', 'Markdown'],
  php: ['php', 'PHP'],
  python: ['python', 'Python'],
  py: ['python', 'Python'],
  ruby: ['ruby', 'Ruby'],
  rb: ['ruby', 'Ruby'],
  rust: ['rust', 'Rust'],
  rs: ['rust', 'Rust'],
  sql: ['sql', 'SQL'],
  swift: ['swift', 'Swift'],
  typescript: ['typescript', 'TypeScript'],
  ts: ['typescript', 'TypeScript'],
  tsx: ['typescript', 'TSX'],
  mts: ['typescript', 'TypeScript'],
  cts: ['typescript', 'TypeScript'],
  html: ['xml', 'HTML'],
  xhtml: ['xml', 'XHTML'],
  xml: ['xml', 'XML'],
  svg: ['xml', 'SVG'],
  yaml: ['yaml', 'YAML'],
  yml: ['yaml', 'YAML'],
};

/** The fence's language from its code element's class (`language-ts`), or null for a plain fence. */
export function fenceLanguage(className: unknown): string | null {
  const classes = Array.isArray(className) ? className : [className];
  for (const name of classes) {
    if (typeof name === 'string' && name.startsWith('language-')) return name.slice('language-'.length) || null;
  }
  return null;
}

/** What the block's header calls a language: its usual name, or the fence's word as written. */
export function languageLabel(language: string): string {
  return LANGUAGES[language.toLowerCase()]?.[1] ?? language;
}

/** The grammar that highlights the fence's language, or null for one we do not highlight. */
export function grammarOf(language: string | null): Grammar | null {
  return language === null ? null : (LANGUAGES[language.toLowerCase()]?.[0] ?? null);
}
