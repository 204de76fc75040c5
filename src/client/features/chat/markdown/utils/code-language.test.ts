import { describe, expect, it } from 'vitest';
import { fenceLanguage, grammarOf, languageLabel } from '#client/features/chat/markdown/utils/code-language';

describe('code languages', () => {
  it('reads the language from the code element’s class, and none from a plain fence', () => {
    expect(fenceLanguage(['language-ts'])).toBe('ts');
    expect(fenceLanguage('language-c++')).toBe('c++');
    expect(fenceLanguage(undefined)).toBeNull();
    expect(fenceLanguage(['hljs'])).toBeNull();
  });

  it('names common languages and shows any other as written', () => {
    expect(languageLabel('ts')).toBe('TypeScript');
    expect(languageLabel('PY')).toBe('Python');
    expect(languageLabel('html')).toBe('HTML');
    expect(languageLabel('brainfuck')).toBe('brainfuck');
  });

  it('highlights shell commands as bash and a console session with its prompts, and unknown languages not at all', () => {
    expect(grammarOf('shell')).toBe('bash');
    expect(grammarOf('sh')).toBe('bash');
    expect(grammarOf('console')).toBe('shell');
    expect(grammarOf('tsx')).toBe('typescript');
    expect(grammarOf('brainfuck')).toBeNull();
    expect(grammarOf(null)).toBeNull();
  });
});
