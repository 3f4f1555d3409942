import type { Call } from "./calls.js";

/**
 * A call that reads no body: whatever was sent is dropped before the adapter sees it, so a
 * text/plain POST (a form-like request with X-Crucible-Csrf) is answered as before instead of
 * refused as "not a JSON object". Goes when the adapter skips the body of calls that declare none.
 */
export function bodyless(call: Call): Call {
  return {
    ...call,
    handle(ctx, request, reply) {
      request.body = undefined;
      return call.handle(ctx, request, reply);
    },
  };
}
