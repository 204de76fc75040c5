import type { Locator } from 'playwright-core';

/** WCAG AA: 4.5:1 for text of normal size, 3:1 for what identifies a control (its border). */
export const AA_TEXT = 4.5;
export const AA_CONTROL = 3;

/**
 * The WCAG contrast ratio of an element's text colour (or, with `border`, its top border colour)
 * against what is painted behind it, as the browser computes the styles. The colours are painted
 * on a 1-pixel canvas, which parses any CSS colour (oklch, color-mix results) and blends with alpha
 * as the page does: the backgrounds of the element's ancestors, from <html> down, then the text
 * with the opacity of the elements between it and the nearest background. Gradients, images and
 * backdrop filters are not taken into account.
 */
export function contrastRatio(locator: Locator, part: 'text' | 'border' = 'text'): Promise<number> {
  return locator.evaluate((element, measured) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D canvas');
    const paint = (colour: string, alpha = 1) => {
      context.globalAlpha = alpha;
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return `rgb(${r}, ${g}, ${b})`;
    };
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = (colour.match(/\d+/g) ?? []).map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };

    const chain: Element[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) chain.unshift(node);
    // A border is seen against what surrounds the control, so its own fill does not count.
    const behind = measured === 'border' ? chain.slice(0, -1) : chain;
    let background = paint('#fff');
    let owner = -1;
    for (const [index, node] of behind.entries()) {
      const fill = getComputedStyle(node).backgroundColor;
      if (fill === 'rgba(0, 0, 0, 0)' || fill === 'transparent') continue;
      background = paint(fill);
      owner = index;
    }
    let opacity = 1;
    for (const node of chain.slice(owner + 1)) opacity *= Number(getComputedStyle(node).opacity);
    const style = getComputedStyle(element);
    paint(background);
    const foreground = paint(measured === 'border' ? style.borderTopColor : style.color, opacity);
    const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  }, part);
}
