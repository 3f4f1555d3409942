/**
 * Sign-in names shared by the gateway and the web without zod (the web's shell reads them on the
 * first load: issue 26).
 */

/** The callback's answer when sign-in failed: the login page reads `sso_error` (a catalogue type). */
export const ssoErrorParam = "sso_error";
