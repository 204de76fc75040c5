export function App() {
  return (
    <main>
      <h1>Pairwise</h1>
      <p>Ask two AI models the same question and compare their answers.</p>
    </main>
  );
}
