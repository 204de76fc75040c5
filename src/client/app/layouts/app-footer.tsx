/** The footer (docs/behaviour.md, Main chat screen): privacy policy and terms links, a trademark and copyright line. */
export function AppFooter() {
  return (
    <footer className="flex shrink-0 flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t px-4 py-2 text-xs text-muted-foreground">
      {/* biome-ignore lint/a11y/useValidAnchor: no destination is defined (docs/behaviour.md, Main chat screen). */}
      <a href="#" className="hover:text-foreground hover:underline">
        Privacy Policy
      </a>
      {/* biome-ignore lint/a11y/useValidAnchor: no destination is defined (docs/behaviour.md, Main chat screen). */}
      <a href="#" className="hover:text-foreground hover:underline">
        Terms and Conditions
      </a>
      <span>Pairwise™ © {new Date().getFullYear()}</span>
    </footer>
  );
}
