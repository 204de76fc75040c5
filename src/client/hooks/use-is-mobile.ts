import { useMediaQuery } from '#client/hooks/use-media-query';

/** docs/behaviour.md, Constants and limits: mobile means narrower than 768 px. */
export function useIsMobile(): boolean {
  return useMediaQuery('(max-width: 767px)');
}
