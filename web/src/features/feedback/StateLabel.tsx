import { Label } from "semantic-ui-react";
import type { FeedbackState } from "../../graphql";
import { useNs } from "../../i18n";
import { feedbackNs } from "./i18n";

/** Unanswered (plain) or replied (green), in the screen's language. */
export function FeedbackStateLabel({ state }: { state: FeedbackState }) {
  const { t: text } = useNs(feedbackNs);
  return state === "replied" ? (
    <Label size="small" color="green" basic>
      {text("replied")}
    </Label>
  ) : (
    <Label size="small" basic>
      {text("unanswered")}
    </Label>
  );
}
