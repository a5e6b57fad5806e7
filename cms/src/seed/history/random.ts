// The history's only source of chance: pure-rand's xoroshiro128+ from a fixed seed, so the same
// seed on the same day gives the same history, row for row (Math.random could not be replayed).
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'

export class Random {
  private readonly rng

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed)
  }

  /** In [0, 1). */
  float(): number {
    return uniformFloat64(this.rng)
  }

  /** An integer from `from` to `to`, both included. */
  int(from: number, to: number): number {
    return uniformInt(this.rng, from, to)
  }

  between(from: number, to: number): number {
    return from + (to - from) * this.float()
  }

  chance(probability: number): boolean {
    return this.float() < probability
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!
  }

  /** One of `items`, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0)
    let left = this.float() * total
    for (const [item, weight] of items) {
      left -= weight
      if (left < 0) return item
    }
    return items[items.length - 1]![0]
  }

  /** A standard normal draw (Box–Muller). */
  gaussian(): number {
    return Math.sqrt(-2 * Math.log(1 - this.float())) * Math.cos(2 * Math.PI * this.float())
  }

  /** How many events of a Poisson process with this mean happened: its normal approximation, never negative. */
  count(mean: number): number {
    return mean <= 0 ? 0 : Math.max(0, Math.round(mean + Math.sqrt(mean) * this.gaussian()))
  }

  /** `length` random bytes, for the codes and row ids the collections would draw from crypto. */
  bytes(length: number): Uint8Array {
    return Uint8Array.from({ length }, () => this.int(0, 255))
  }

  /** A 24-digit hex id, as Payload gives array rows. */
  rowId(): string {
    return Buffer.from(this.bytes(12)).toString('hex')
  }
}
