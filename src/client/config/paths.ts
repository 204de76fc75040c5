/** Every route of SPEC §2, in one place: components link with these, never with literals. */
export const paths = {
  home: { path: '/', href: () => '/' },
  conversation: { path: '/c/:id', href: (id: number) => `/c/${id}` },
  project: { path: '/projects/:id', href: (id: number) => `/projects/${id}` },
  settings: { path: '/settings', href: () => '/settings' },
  admin: { path: '/admin', href: () => '/admin' },
  login: { path: '/login', href: () => '/login' },
  troubleshoot: { path: '/troubleshoot', href: () => '/troubleshoot' },
} as const;
