// The start-up queries' answers: the boot script (web/scripts/startupQueries.mjs) sends them before the
// app's code arrives; app/apollo/startupLink.ts takes each once (issue 19).
interface Window {
  karyanaStartup?: Record<string, { variables: Record<string, unknown>; answer: Promise<unknown> }>;
}
