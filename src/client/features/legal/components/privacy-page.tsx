import { LegalPage } from '#client/features/legal/components/legal-page';

/**
 * The built-in Privacy Policy (PRIVACY_URL replaces it): what this server keeps, from its data
 * model, and what it sends where. Kept true by hand: a new table that holds personal data adds a line.
 */
export function PrivacyPage({ onBack }: { onBack(): void }) {
  return (
    <LegalPage title="Privacy Policy" onBack={onBack}>
      <p>
        This Pairwise server is run by its operator, who has not published a privacy policy of their own. This page says
        what the server keeps and sends, so that you can judge for yourself.
      </p>
      <section>
        <h2>What this server keeps</h2>
        <ul>
          <li>
            Your account: name, e-mail address, username, a scrypt hash of your password (never the password), and your
            Google account id if you sign in with Google.
          </li>
          <li>
            Your sessions: a hash of each session cookie, the browser it came from, and when it expires. Signing out or
            changing your password ends them.
          </li>
          <li>Your preferences: default model, model settings, Blind, help bubbles and theme.</li>
          <li>
            Your projects, conversations, messages and the AI replies, with each reply's model, timings and token
            counts.
          </li>
          <li>
            Files you upload (PDF, images, Word documents), until you delete them or the conversation they were sent in.
          </li>
          <li>Your votes, and any judge's verdicts you asked for.</li>
          <li>
            Usage figures for the administrators: per call, the model, token counts and time taken, never the text.
          </li>
        </ul>
      </section>
      <section>
        <h2>What is sent elsewhere</h2>
        <p>
          A message goes, with the conversation so far, its files and the project's instructions, to the AI provider of
          each model that answers it (for example OpenAI, Anthropic or Google, or another service the operator set up),
          under that provider's own terms. A judge's question goes to the judge's provider. Signing in with Google asks
          Google to confirm who you are. Nothing else leaves the server: there are no analytics or advertising trackers.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can export your conversations, delete them and your files at any time, and change your details in
          Settings. To have your account deleted, ask an administrator of this server.
        </p>
      </section>
    </LegalPage>
  );
}
