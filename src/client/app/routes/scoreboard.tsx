import { useLocation } from 'wouter';
import { paths } from '#client/config/paths';
import { useProjects } from '#client/features/projects/api/get-projects';
import { ScoreboardPage } from '#client/features/scoreboard/components/scoreboard-page';

/** /scoreboard: the user's votes per model pair and per model, behind ProtectedRoute. */
export default function ScoreboardRoute() {
  // The project filter's choices; until they load (or if they fail) it offers "All projects" alone.
  const { data: projects } = useProjects();
  const [, navigate] = useLocation();
  return <ScoreboardPage projects={projects ?? []} onBack={() => navigate(paths.home.href())} />;
}
