/** The feedback screens as the router uses them: one lazy chunk, loaded when a feedback route opens. */
import { lazy, Suspense } from "react";
import { Loader } from "semantic-ui-react";

const FeedbackChunk = lazy(() => import("./Feedback").then((module) => ({ default: module.Feedback })));
const SysFeedbackChunk = lazy(() =>
  import("./SysFeedback").then((module) => ({ default: module.SysFeedback })),
);

export function LazyFeedback() {
  return (
    <Suspense fallback={<Loader active inline="centered" data-testid="feedback-loading" />}>
      <FeedbackChunk />
    </Suspense>
  );
}

export function LazySysFeedback() {
  return (
    <Suspense fallback={<Loader active inline="centered" data-testid="feedback-loading" />}>
      <SysFeedbackChunk />
    </Suspense>
  );
}
