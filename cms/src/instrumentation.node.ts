// Validating the environment at boot makes a misconfigured server exit now; otherwise Next.js
// would keep running and fail every request.
try {
  await import('./env')
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

export {}
