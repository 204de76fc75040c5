import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, signInWithTestLogin, useBrowser, type VIEWPORTS } from '#tests/e2e/helpers/browser';
import { expectNoHorizontalOverflow } from '#tests/e2e/helpers/layout';
import { chatScreen, newEmail, sidebar } from '#tests/e2e/helpers/screens';
import { openSettings, openTab, settingsPage, TIPS, tipButton, tipDialog } from '#tests/e2e/helpers/settings-page';

const e2e = useBrowser();

const visibleTips = async (page: Page) => {
  const shown: string[] = [];
  for (const tip of TIPS) if ((await tipButton(page, tip.button).count()) > 0) shown.push(tip.button);
  return shown;
};

const stored = (page: Page) =>
  page.evaluate(() => ({
    enabled: localStorage.getItem('pairwise-help-enabled'),
    dismissed: localStorage.getItem('pairwise-help-dismissed'),
  }));

describe('help bubbles', () => {
  test('sit beside the main controls by default, each opening its tip without taking the control over', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    expect(await visibleTips(page)).toEqual(TIPS.map((tip) => tip.button));
    // Beside the controls, not over them: each control still takes its own click.
    const screen = chatScreen(page);
    await screen.modelToggle('Claude').click();
    expect(await screen.modelToggle('Claude').getAttribute('aria-pressed')).toBe('true');
    await sidebar(page).root.getByRole('button', { name: 'Model Settings' }).click();
    await sidebar(page).root.getByRole('slider', { name: 'OpenAI temperature' }).waitFor();

    await tipButton(page, 'Tip: choosing models').click();
    const tip = tipDialog(page, 'Choosing models');
    await tip.getByText('with none picked, your default model answers', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'detached' });
    // Closing is not dismissing.
    await tipButton(page, 'Tip: choosing models').waitFor();
  });

  test('"Got it" dismisses a tip for good, and a reset in Preferences brings it back', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await tipButton(page, 'Tip: attaching files').click();
    await tipDialog(page, 'Attaching files').getByRole('button', { name: 'Got it' }).click();
    await tipButton(page, 'Tip: attaching files').waitFor({ state: 'detached' });
    expect(await stored(page)).toEqual({ enabled: null, dismissed: '["upload"]' });

    await page.reload();
    await chatScreen(page).messageBox.waitFor();
    await tipButton(page, 'Tip: choosing models').waitFor();
    expect(await visibleTips(page)).toEqual(
      TIPS.map((tip) => tip.button).filter((name) => name !== 'Tip: attaching files'),
    );

    await openSettings(page);
    await openTab(page, 'Preferences');
    const { preferences } = settingsPage(page);
    await page.getByText('1 tip dismissed.').waitFor();
    await preferences.resetHelp.click();
    await page.getByText('No tips dismissed.').waitFor();
    expect(await preferences.resetHelp.isDisabled()).toBe(true);

    await settingsPage(page).backToHome.click();
    await tipButton(page, 'Tip: attaching files').waitFor();
  });

  test('Help Bubbles off hides every tip at once, without saving, and on shows them again', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await openSettings(page);
    await openTab(page, 'Preferences');
    const { preferences } = settingsPage(page);
    await preferences.helpBubbles.click();
    expect(await preferences.helpBubbles.getAttribute('aria-checked')).toBe('false');
    await expect.poll(async () => (await stored(page)).enabled).toBe('false');

    await settingsPage(page).backToHome.click();
    await chatScreen(page).messageBox.waitFor();
    expect(await visibleTips(page)).toEqual([]);
    await page.reload();
    await chatScreen(page).messageBox.waitFor();
    expect(await visibleTips(page)).toEqual([]);

    await openSettings(page);
    await openTab(page, 'Preferences');
    expect(await preferences.helpBubbles.getAttribute('aria-checked')).toBe('false');
    await preferences.helpBubbles.click();
    await settingsPage(page).backToHome.click();
    await tipButton(page, 'Tip: projects').waitFor();
    expect(await visibleTips(page)).toEqual(TIPS.map((tip) => tip.button));
  });

  describe.each(['desktop', 'mobile'] as (keyof typeof VIEWPORTS)[])('at %s size', (viewport) => {
    test('an open tip fits on screen', async () => {
      const page = await e2e.newPage({ viewport });
      await signInWithTestLogin(page, newEmail());
      await tipButton(page, 'Tip: choosing models').click();
      await tipDialog(page, 'Choosing models').waitFor();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `${viewport}/help-bubble-composer`);
      await page.keyboard.press('Escape');

      const mobile = viewport === 'mobile';
      if (mobile) await page.getByRole('button', { name: 'Open sidebar' }).click();
      const side = sidebar(page, { mobile });
      await side.root.getByRole('button', { name: 'Tip: finding chats', exact: true }).click();
      await tipDialog(page, 'Finding chats').waitFor();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `${viewport}/help-bubble-sidebar`);
      await tipDialog(page, 'Finding chats').getByRole('button', { name: 'Got it' }).click();
      await side.root.getByRole('button', { name: 'Tip: finding chats', exact: true }).waitFor({ state: 'detached' });
      // The overlay stays open on mobile: dismissing a tip is not leaving the sidebar.
      await side.search.waitFor();
    });
  });
});
