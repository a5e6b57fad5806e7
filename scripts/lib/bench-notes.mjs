// What a run's figures need said beside them (BENCH_NOTE: what changed, what else the machine was
// doing), kept in results.json with the run and listed under the tables of bench/results.md.

/** The note for this run's entry in results.json, if BENCH_NOTE gives one. */
export const benchNote = () => (process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {})

/** The "Notes" section of results.md: one line per run that has a note. */
export function notesSection(entries) {
  const noted = entries.filter((entry) => entry.note)
  if (!noted.length) return []
  return ['## Notes', '', ...noted.map((entry) => `- ${entry.date.slice(0, 16)} (${entry.commit}): ${entry.note}`), '']
}
