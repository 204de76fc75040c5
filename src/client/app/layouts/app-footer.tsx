import { paths } from '#client/config/paths';

/**
 * The footer (docs/behaviour.md, Main chat screen): privacy policy and terms links, a trademark and
 * copyright line. Plain links, loading the page: the server sends them on to PRIVACY_URL and
 * TERMS_URL where the operator set them.
 */
export function AppFooter() {
  return (
    <footer className="flex shrink-0 flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t px-4 py-2 text-xs text-muted-foreground">
      <a href={paths.privacy.href()} className="hover:text-foreground hover:underline">
        Privacy Policy
      </a>
      <a href={paths.terms.href()} className="hover:text-foreground hover:underline">
        Terms and Conditions
      </a>
      <span>Pairwise™ © {new Date().getFullYear()}</span>
    </footer>
  );
}
