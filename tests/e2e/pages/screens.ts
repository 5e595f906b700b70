// Where a browser test's screenshot of a screen goes: docs/screens/ when the docs' pictures are being
// renewed (`DOC_SCREENS=1 npx playwright test …`), else test-results/screens/, so `npm test` leaves the
// working tree as it found it (games draw random outcomes, so their pictures differ on every run).
export function screenPath(name: string): string {
  return `${process.env.DOC_SCREENS ? 'docs/screens' : 'test-results/screens'}/${name}`;
}
