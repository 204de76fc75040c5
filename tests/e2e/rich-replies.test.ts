import { describe, expect, test } from 'vitest';
import { screenshot, signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { AA_TEXT, contrastRatio } from '#tests/e2e/helpers/contrast';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { chatScreen, newEmail, sendMessage } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();
const fakes = useFakeProviders();

const LONG_LINE = `const line = "${'x'.repeat(300)}";`;
const CODE = `const answer: number = 42;\nexport function double(x: number) {\n  return x * 2;\n}\n${LONG_LINE}`;

// The fake provider answers with the question itself, so this is what the reply holds.
const QUESTION = [
  'Rich reply',
  '',
  '```ts',
  CODE,
  '```',
  '',
  'Energy: $E=mc^2$, and it costs $5 to $10.',
  '',
  '$$',
  '\\int_0^1 x\\,dx = \\frac{1}{2}',
  '$$',
  '',
  '| planet | moons |',
  '|---|---|',
  '| Mars | 2 |',
  '',
  '- [x] written',
  '- [ ] tested',
  '',
  'A claim.[^1]',
  '',
  '[^1]: The source of the claim.',
].join('\n');

describe('rich replies', () => {
  test('a reply shows highlighted code with its language and a copy button, math, a table, a task list and footnotes', async () => {
    const page = await e2e.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl });
    await signInWithTestLogin(page, newEmail());
    await sendMessage(page, QUESTION);
    const reply = chatScreen(page).replies('OpenAI');

    // Code: highlighted once highlight.js has loaded, labelled, its long line scrolling inside the block.
    const block = reply.locator('pre');
    await block.locator('.hljs-keyword', { hasText: 'const' }).first().waitFor();
    expect(await block.locator('.hljs-number').first().innerText()).toBe('42');
    expect(await reply.getByText('TypeScript', { exact: true }).count()).toBe(1);
    const widths = await block.evaluate((pre) => ({ scroll: pre.scrollWidth, client: pre.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    const overflow = await reply.evaluate((article) => article.scrollWidth - article.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Math: KaTeX, inline and displayed; the dollar amounts stay prose.
    await reply.locator('.katex-display').waitFor();
    expect(await reply.locator('.katex').count()).toBe(2);
    await reply.getByText('and it costs $5 to $10.', { exact: false }).waitFor();
    expect(await reply.locator('.katex annotation').first().textContent()).toBe('E=mc^2');

    // GFM: the table, the task list's read-only checkboxes, the footnote and its link.
    expect(await reply.getByRole('cell', { name: 'Mars' }).count()).toBe(1);
    const checkboxes = reply.getByRole('checkbox');
    expect(await checkboxes.count()).toBe(2);
    expect(await checkboxes.first().isChecked()).toBe(true);
    expect(await checkboxes.first().isDisabled()).toBe(true);
    await reply.getByRole('link', { name: '1', exact: true }).click();
    await reply.getByText('The source of the claim.').waitFor();

    // Copy, by keyboard: the raw code lands on the clipboard, and the button says so.
    const copy = reply.getByRole('button', { name: 'Copy code' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await reply.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);
    await reply.scrollIntoViewIfNeeded();
    await screenshot(page, 'rich-reply-1440');

    // Every highlighted token reads at WCAG AA on the block, in both themes (the dark one's block is lighter).
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const token of await block.locator('[class^="hljs-"]').all()) {
        expect(await contrastRatio(token)).toBeGreaterThanOrEqual(AA_TEXT);
      }
      expect(await contrastRatio(reply.getByText('TypeScript', { exact: true }))).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  test('a code block still being written grows in place, and once highlighted stays highlighted', async () => {
    await fakes.setFault('openai', { kind: 'drip', delayMs: 40 });
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const lines = Array.from({ length: 12 }, (_, index) => `const value${index} = compute(${index}); // step ${index}`);
    await sendMessage(page, ['Streamed code', '', '```ts', ...lines, '```', '', 'Done here.'].join('\n'));

    // Each frame while the reply streams: the block's top, its height, and whether it is highlighted.
    const frames = await page.evaluate(
      () =>
        new Promise<{ top: number; height: number; highlighted: boolean }[]>((resolve) => {
          const seen: { top: number; height: number; highlighted: boolean }[] = [];
          const tick = () => {
            const reply = document.querySelector('article[aria-label="OpenAI reply"]');
            const pre = reply?.querySelector('pre');
            if (reply && pre) {
              const box = pre.getBoundingClientRect();
              const highlighted = pre.querySelector('.hljs-keyword') !== null;
              seen.push({ top: box.top - reply.getBoundingClientRect().top, height: box.height, highlighted });
            }
            if (reply?.textContent?.includes('Done here.')) resolve(seen);
            else requestAnimationFrame(tick);
          };
          tick();
        }),
    );

    expect(frames.length).toBeGreaterThan(10);
    expect(frames.at(-1)?.highlighted).toBe(true);
    const firstHighlighted = frames.findIndex((frame) => frame.highlighted);
    expect(frames.slice(firstHighlighted).every((frame) => frame.highlighted)).toBe(true);
    for (const [index, frame] of frames.entries()) {
      const before = frames[index - 1];
      if (!before) continue;
      expect(frame.top).toBe(before.top);
      expect(frame.height).toBeGreaterThanOrEqual(before.height);
    }
  });
});
