import { LegalPage } from '#client/features/legal/components/legal-page';

/** The built-in Terms and Conditions (TERMS_URL replaces them): the few rules any Pairwise server keeps. */
export function TermsPage({ onBack }: { onBack(): void }) {
  return (
    <LegalPage title="Terms and Conditions" onBack={onBack}>
      <p>
        This Pairwise server is run by its operator, who has not published terms of their own. By using it you agree to
        the following.
      </p>
      <section>
        <h2>Using the service</h2>
        <ul>
          <li>Keep your password to yourself; you are responsible for what is done with your account.</li>
          <li>
            Do not use the service to break the law or the usage policies of the AI providers it sends your messages to.
          </li>
          <li>The operator may limit how much you send, and may suspend an account that abuses the service.</li>
        </ul>
      </section>
      <section>
        <h2>AI answers</h2>
        <p>
          The answers are written by AI models and can be wrong, incomplete or out of date. Check anything that matters
          before you rely on it. Votes, scoreboards and judges' verdicts are opinions, not facts.
        </p>
      </section>
      <section>
        <h2>No warranty</h2>
        <p>
          The service is provided as it is, without any warranty, and may change or stop. See the Privacy Policy for
          what the server keeps.
        </p>
      </section>
    </LegalPage>
  );
}
