import type { TaskConfig } from 'payload'
import { notifyProgram } from './notify'

/**
 * The notices of a service program (notify.ts): for all its owners when started, for one device
 * when a covered unit is registered later. One run of a program at a time; a run that fails (the
 * provider down) runs again, and its rows and notices make it send only what the first did not.
 */
export const serviceProgramNotifyTask: TaskConfig<'serviceProgramNotify'> = {
  slug: 'serviceProgramNotify',
  label: '무상 수리 프로그램 알림',
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 5_000 } },
  concurrency: { key: ({ input }) => `service-programs:${input.program}` },
  inputSchema: [
    { name: 'program', type: 'number', required: true },
    { name: 'device', type: 'number' },
  ],
  handler: async ({ input, req }) => {
    await notifyProgram(req.payload, input.program, { device: input.device ?? undefined })
    return { output: {} }
  },
}
