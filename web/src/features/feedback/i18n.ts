/** The feedback screens' strings (loaded with the feature's chunk). */
import { defineNamespace, type Widen } from "../../i18n";

export const feedbackEn = {
  title: "Feedback",
  intro: "Tell the administrators what works, what does not and what you miss. Their replies appear here.",
  sysIntro: "What users sent, unanswered first. Reply to close the loop; a reply can be edited.",
  disabled: "Feedback is turned off by the administrators.",
  send: "Send feedback",
  sent: "Thank you: your feedback was sent.",
  fieldTitle: "Title",
  fieldContent: "What would you like to tell us?",
  counter: "{{n}} / {{max}}",
  required: "Required",
  tooLong: "At most {{max}} characters",
  mine: "Your feedback",
  none: "You have not sent feedback yet.",
  more: "Show more",
  unanswered: "Unanswered",
  replied: "Replied",
  reply: "Reply",
  editReply: "Edit reply",
  replyFrom: "Reply of the administrators, {{when}}",
  sentAt: "Sent",
  repliedAt: "Replied",
  state: "State",
  user: "User",
  content: "Content",
  saveReply: "Save reply",
  replySaved: "The reply was saved.",
  remove: "Remove",
  removeConfirm: "Remove the feedback “{{title}}” for good?",
  removed: "The feedback was removed.",
} as const;

export type FeedbackCatalogue = Widen<typeof feedbackEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    feedback: FeedbackCatalogue;
  }
}

/** The feedback namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const feedbackNs = defineNamespace("feedback", feedbackEn, () =>
  import("./i18nZh").then((module) => module.feedbackZh),
);
