import type { Locator } from 'playwright-core';
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

  test("a footnote reference in the second of two replies leads to that reply's note and back", async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    await screen.modelToggle('OpenAI').click();
    await screen.modelToggle('Claude').click();
    // Filler between the reference and its note, so that following the link has to scroll.
    const filler = Array.from({ length: 40 }, (_, index) => `Line ${index} of the answer.`).join('\n\n');
    await sendMessage(page, `Footnotes\n\nA claim.[^1]\n\n${filler}\n\n[^1]: The source of the claim.`);
    const first = screen.replies('OpenAI');
    const second = screen.replies('Claude');
    await first.getByText('The source of the claim.').waitFor();
    await second.getByText('The source of the claim.').waitFor();

    const reference = second.getByRole('link', { name: '1', exact: true });
    await reference.click();
    const note = second.locator('.footnotes li');
    await page.waitForFunction((id) => window.location.hash === `#${id}`, await note.getAttribute('id'));
    expect(await note.evaluate((element) => element.matches(':target'))).toBe(true);
    expect(await first.locator(':target').count()).toBe(0);
    const box = await note.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
    // One tab still: the link moved within the page.
    expect(page.context().pages()).toHaveLength(1);

    await note.getByRole('link', { name: /back to reference/i }).click();
    await page.waitForFunction((id) => window.location.hash === `#${id}`, await reference.getAttribute('id'));
    expect(await reference.evaluate((element) => element.matches(':target'))).toBe(true);
  });

  test('at 375 px a wide table and a long line of code scroll inside the reply, not the page', async () => {
    const page = await e2e.newPage({ viewport: 'mobile' });
    await signInWithTestLogin(page, newEmail());
    const columns = ['planet', 'moons', 'distance from the sun', 'orbital period', 'surface gravity', 'atmosphere'];
    const table = [
      `| ${columns.join(' | ')} |`,
      `|${columns.map(() => '---').join('|')}|`,
      '| Mars | 2 | 227,900,000 km | 687 days | 3.72 m/s² | carbon dioxide, nitrogen, argon |',
    ].join('\n');
    await sendMessage(page, ['Wide reply', '', table, '', '```ts', LONG_LINE, '```'].join('\n'));
    const reply = chatScreen(page).replies('OpenAI');
    await reply.getByRole('cell', { name: 'Mars' }).waitFor();

    // Once laid out: the cell can be in the page a frame before the table's box has its width.
    const scrollsInside = (box: Locator) => box.evaluate((element) => element.scrollWidth > element.clientWidth);
    await expect.poll(() => scrollsInside(reply.getByRole('table').locator('xpath=..'))).toBe(true);
    await expect.poll(() => scrollsInside(reply.locator('pre'))).toBe(true);
    const page375 = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    expect(page375.scroll).toBeLessThanOrEqual(page375.width);
    await screenshot(page, 'rich-reply-wide-375');
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

  test('display math still being written shows as its source, never as an error, then as math', async () => {
    await fakes.setFault('openai', { kind: 'drip', delayMs: 40 });
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    // The inline math comes words ahead, so that KaTeX has loaded before the display math starts.
    const formula = '\\frac{a + b + c + d}{\\sqrt{x^2 + y^2 + z^2}} + \\left( 1 + 2 + 3 \\right)';
    const lead = 'Streamed math: let $x$ be the unknown, and here is a formula that uses it, written out in full.';
    await sendMessage(page, [lead, '', '$$', formula, '$$', '', 'Done here.'].join('\n'));

    // Each frame while the reply streams: KaTeX's error, the display math, and the formula's source as text.
    const frames = await page.evaluate(
      () =>
        new Promise<{ error: boolean; math: boolean; source: boolean }[]>((resolve) => {
          const seen: { error: boolean; math: boolean; source: boolean }[] = [];
          const tick = () => {
            const reply = document.querySelector('article[aria-label="OpenAI reply"]');
            if (reply) {
              seen.push({
                error: reply.querySelector('.katex-error') !== null,
                math: reply.querySelector('.katex-display') !== null,
                source: reply.textContent?.includes('\\frac') ?? false,
              });
            }
            if (reply?.textContent?.includes('Done here.')) resolve(seen);
            else requestAnimationFrame(tick);
          };
          tick();
        }),
    );

    expect(frames.length).toBeGreaterThan(10);
    expect(frames.filter((frame) => frame.error)).toEqual([]);
    // The source shows first; the formula replaces it once closed.
    expect(frames.some((frame) => frame.source && !frame.math)).toBe(true);
    await chatScreen(page).replies('OpenAI').locator('.katex-display').waitFor();
  });
});
