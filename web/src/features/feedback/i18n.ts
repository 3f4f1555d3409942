/** The feedback screens' strings in both languages (loaded with the feature's chunk). */
import { useTranslation } from "react-i18next";

export const feedbackEn = {
  title: "Feedback",
  intro: "Tell the administrators what works, what does not and what you miss. Their replies appear here.",
  sysIntro: "What users sent, unanswered first. Reply to close the loop; a reply can be edited.",
  disabled: "Feedback is turned off by the administrators.",
  send: "Send feedback",
  sent: "Thank you: your feedback was sent.",
  fieldTitle: "Title",
  fieldContent: "What would you like to tell us?",
  counter: (n: number, max: number) => `${n} / ${max}`,
  required: "Required",
  tooLong: (max: number) => `At most ${max} characters`,
  mine: "Your feedback",
  none: "You have not sent feedback yet.",
  more: "Show more",
  unanswered: "Unanswered",
  replied: "Replied",
  reply: "Reply",
  editReply: "Edit reply",
  replyFrom: (when: string) => `Reply of the administrators, ${when}`,
  sentAt: "Sent",
  repliedAt: "Replied",
  state: "State",
  user: "User",
  content: "Content",
  saveReply: "Save reply",
  replySaved: "The reply was saved.",
  remove: "Remove",
  removeConfirm: (title: string) => `Remove the feedback “${title}” for good?`,
  removed: "The feedback was removed.",
};

export type FeedbackText = typeof feedbackEn;

export const feedbackZh: FeedbackText = {
  title: "意见反馈",
  intro: "告诉管理员哪些好用、哪些不好用、还缺什么。回复会显示在这里。",
  sysIntro: "用户提交的反馈，未回复的在前。回复后用户即可看到；回复可以修改。",
  disabled: "管理员已关闭意见反馈。",
  send: "提交反馈",
  sent: "感谢：反馈已提交。",
  fieldTitle: "标题",
  fieldContent: "想告诉我们什么？",
  counter: (n, max) => `${n} / ${max}`,
  required: "必填",
  tooLong: (max) => `最多 ${max} 个字符`,
  mine: "我的反馈",
  none: "你还没有提交过反馈。",
  more: "显示更多",
  unanswered: "未回复",
  replied: "已回复",
  reply: "回复",
  editReply: "修改回复",
  replyFrom: (when) => `管理员回复，${when}`,
  sentAt: "提交时间",
  repliedAt: "回复时间",
  state: "状态",
  user: "用户",
  content: "内容",
  saveReply: "保存回复",
  replySaved: "回复已保存。",
  remove: "删除",
  removeConfirm: (title) => `永久删除反馈“${title}”？`,
  removed: "反馈已删除。",
};

/** The strings of the current language (re-renders when the language changes). */
export function useFeedbackText(): FeedbackText {
  const { i18n } = useTranslation();
  return i18n.language === "zh-CN" ? feedbackZh : feedbackEn;
}
