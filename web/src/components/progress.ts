/** Counts what is in flight (navigation, GraphQL and REST calls) for the top progress bar. */
type Listener = () => void;

let active = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function startProgress(): () => void {
  active += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    active = Math.max(0, active - 1);
    emit();
  };
}

export function subscribeProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function progressActive(): boolean {
  return active > 0;
}
