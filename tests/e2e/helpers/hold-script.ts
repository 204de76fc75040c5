import type { Page } from 'playwright-core';

export interface HeldScript {
  /** Lets the script through, as a slow connection finally delivers it. */
  release(): void;
  /** Whether the page has asked for it yet. */
  asked(): boolean;
}

/** Holds back the built chunk named `name` (`add-project-form`, say) until released. */
export async function holdScript(page: Page, name: string): Promise<HeldScript> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}
