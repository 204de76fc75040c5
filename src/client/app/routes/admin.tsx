import { Link } from 'wouter';
import { paths } from '#client/config/paths';

// The admin screen arrives with "The web app, part 2"; until then the route says so plainly.
export default function AdminRoute() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">This page is not available yet</h1>
      <Link className="underline" href={paths.home.href()}>
        Back to Home
      </Link>
    </main>
  );
}
