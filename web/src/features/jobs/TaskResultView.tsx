/**
 * A finished task's custom view: its module's result-view UI pack (the active version) in a sandboxed
 * frame (docs/apps.md). `init` carries the outputs the gateway gives the bundle: names, sizes, types,
 * and the contents of small text outputs (1 MiB in all); nothing else of the job or the user.
 */
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { lazy, Suspense } from "react";
import { Loader, Message } from "semantic-ui-react";
import { useTaskResultViewQuery } from "../../graphql/__generated__/documents/jobs";
import { apiErrorFromExtensions, messageFor } from "../../graphql/errors";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

const BundleFrame = lazy(() =>
  import("../apps/BundleFrame").then((module) => ({ default: module.BundleFrame })),
);

export function TaskResultView({ jobId, taskId }: { readonly jobId: string; readonly taskId: string }) {
  const { t } = useNs(jobsNs);
  const { data, loading, error } = useTaskResultViewQuery({
    variables: { id: jobId },
    fetchPolicy: "network-only",
  });
  const view = data?.job.tasks.find((task) => task.id === taskId)?.resultView ?? null;
  if (loading && !view) return <Loader active inline="centered" size="small" content={t("view.loading")} />;
  if (error && !view) {
    const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
    const text = first ? messageFor(apiErrorFromExtensions(first.extensions, first.message)) : error.message;
    return <Message error size="small" content={text} data-testid="task-result-view-error" />;
  }
  if (!view) return null;
  // Plain JSON: no Apollo __typename goes to the bundle.
  const outputs = view.outputs.map(({ name, size, format, text }) => ({ name, size, format, text }));
  return (
    <div className="task-result-view" data-testid="task-result-view">
      <p className="muted small">{t("view.hint")}</p>
      <Suspense fallback={<Loader active inline="centered" size="small" />}>
        <BundleFrame
          url={view.url}
          title={t("view.tab")}
          init={{ outputs }}
          autoHeight
          loadingText={t("view.loading")}
          testId="result-view-frame"
        />
      </Suspense>
    </div>
  );
}
