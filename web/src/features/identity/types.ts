/** What an adult-only page knows of the signed-in customer's 본인인증. */
export interface MyIdentity {
  verified: boolean
  /** Confirmed by the checkbox of before and not verified since: asked once, in words of their own. */
  legacy: boolean
  /** PortOne's browser SDK, or the stand-in's (docs/decisions/0061). */
  sdkUrl: string
}
