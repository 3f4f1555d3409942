import { useSyncExternalStore } from "react";
import { Message } from "semantic-ui-react";
import { currentToasts, dismissToast, subscribeToasts } from "./toast";

export function Toasts() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((item) => (
        <Message
          key={item.id}
          data-testid="toast"
          data-kind={item.kind}
          negative={item.kind === "error"}
          positive={item.kind === "success"}
          info={item.kind === "info"}
          onDismiss={() => dismissToast(item.id)}
          content={item.text}
        />
      ))}
    </div>
  );
}
