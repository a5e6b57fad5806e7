// Signing out of Firebase without loading its SDK: only a page that loaded it has a Firebase
// user to sign out, and that page registers how here.

let signOutOfFirebase: (() => Promise<void>) | undefined

export function onFirebaseSignOut(signOut: () => Promise<void>) {
  signOutOfFirebase = signOut
}

/** Signs the in-memory Firebase user out, if the SDK was ever loaded on this page. */
export async function firebaseSignOut() {
  await signOutOfFirebase?.().catch(() => undefined)
}
