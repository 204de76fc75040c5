// OpenAI's models endpoint, OPENAI_MODELS / ANTHROPIC_MODELS and the built-in lists give ids alone,
// so names are derived from them, following each provider's own way of writing them. (Anthropic's
// endpoint names its models: the catalogue uses those names.)

const DATE_SUFFIX = /-(\d{8})$/;
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "claude-3-7-sonnet-20250219" → "Claude 3.7 Sonnet"; "claude-sonnet-4-5" → "Claude Sonnet 4.5". */
function claudeName(id: string): string {
  const words: string[] = [];
  for (const part of id.replace(DATE_SUFFIX, '').split('-')) {
    const previous = words.at(-1);
    // Adjacent numbers are one version: 3-7 is 3.7, 4-5 is 4.5.
    if (/^\d+$/.test(part) && previous !== undefined && /^\d+(\.\d+)*$/.test(previous)) {
      words[words.length - 1] = `${previous}.${part}`;
    } else words.push(capitalise(part));
  }
  return words.join(' ');
}

// OpenAI writes size words in lower case ("GPT-4o mini") and the rest capitalised ("GPT-4 Turbo").
const LOWER_CASE_WORDS = new Set(['mini', 'nano']);

/** "gpt-4o-mini" → "GPT-4o mini"; "gpt-3.5-turbo" → "GPT-3.5 Turbo". */
function gptName(version: string, rest: string): string {
  // A dated snapshot keeps its date whole: "gpt-4o-2024-08-06" → "GPT-4o 2024-08-06".
  const date = /(?:^|-)(\d{4}-\d{2}-\d{2})$/.exec(rest)?.[1];
  const words = (date ? rest.slice(0, -date.length) : rest)
    .split('-')
    .filter(Boolean)
    .map((word) => (LOWER_CASE_WORDS.has(word) ? word : capitalise(word)));
  return [`GPT-${version}`, ...words, ...(date ? [date] : [])].join(' ');
}

/** A readable name for a model id; the id stays the value sent to the provider. */
export function modelDisplayName(id: string): string {
  const gpt = /^gpt-(\d[\w.]*?)(?:-(.*))?$/.exec(id);
  if (gpt?.[1]) return gptName(gpt[1], gpt[2] ?? '');
  // The o-series is named by its id ("o3", "o4-mini").
  if (/^o\d/.test(id)) return id;
  if (id.startsWith('claude-')) return claudeName(id);
  return id.split('-').filter(Boolean).map(capitalise).join(' ');
}

/** Each model id with its readable name. */
export function modelNames(models: readonly string[]): Record<string, string> {
  return Object.fromEntries(models.map((id) => [id, modelDisplayName(id)]));
}
