/** Slider values shown beside the label: temperatures with one decimal (tokens as whole numbers). */
export function formatTemperature(value: number): string {
  return value.toFixed(1);
}
