/**
 * Invoices (apply for paid orders; the list, InvoiceList, downloads issued ones) and usage statistics: tokens per day and
 * storage used against the quota per day (nivo charts), the limits in force now.
 */
import { invoiceApplyInput, yuan } from "@crucible/schema";
import { Bar } from "@nivo/bar";
import { useState, type ChangeEvent } from "react";
import {
  Button,
  Checkbox,
  Form,
  Header,
  Label,
  Loader,
  Message,
  Progress,
  Segment,
  Statistic,
} from "semantic-ui-react";
import { formatBytes, formatDateTime } from "../../components/format";
import {
  MyInvoicesDocument,
  useApplyInvoiceMutation,
  useMyOrdersQuery,
  useUsageStatisticsQuery,
} from "../../graphql/__generated__/documents/commerce";
import { commerceNs } from "./i18n";
import { useNs } from "../../i18n";
import { InvoiceList } from "./InvoiceList";
import { StorageChart } from "./StorageChart";

function ApplyForm() {
  const { t: text } = useNs(commerceNs);
  const orders = useMyOrdersQuery({
    variables: {
      query: {
        where: [
          {
            values: [
              { name: "Status", value: "paid" },
              { name: "InvoiceId", symbol: "BLANK" },
            ],
          },
        ],
        limit: 100,
      },
    },
    fetchPolicy: "network-only",
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const [title, setTitle] = useState("");
  const [taxNo, setTaxNo] = useState("");
  const [email, setEmail] = useState("");
  const [tried, setTried] = useState(false);
  // The invoice list below asks again for the user's invoices once one was applied for.
  const [apply, { loading }] = useApplyInvoiceMutation({ refetchQueries: [MyInvoicesDocument] });
  const list = orders.data?.myOrders.list ?? [];
  const parsed = invoiceApplyInput.safeParse({
    OrderIds: chosen.map(Number),
    Title: title,
    TaxNo: taxNo,
    Email: email,
  });
  const issue = (field: string) => {
    if (!tried || parsed.success) return undefined;
    const found = parsed.error.issues.find((i) => i.path[0] === field);
    if (!found) return undefined;
    return {
      content: found.code === "too_small" ? text("required") : text("invalid"),
      pointing: "above" as const,
    };
  };
  const submit = async () => {
    setTried(true);
    if (!parsed.success) return;
    const result = await apply({ variables: { input: { orderIds: chosen, title, taxNo, email } } });
    if (result.data) {
      setChosen([]);
      setTried(false);
      void orders.refetch();
    }
  };
  if (orders.loading && !orders.data) return <Loader active inline="centered" />;
  if (list.length === 0) return <Message info>{text("noInvoiceable")}</Message>;
  return (
    <Segment data-testid="invoice-apply">
      <Header as="h4">{text("applyInvoice")}</Header>
      <Form onSubmit={() => void submit()} loading={loading} noValidate>
        <Form.Field error={tried && chosen.length === 0}>
          <label>{text("invoiceOrders")}</label>
          {list.map((order) => (
            <Checkbox
              key={order.id}
              className="commerce-invoice-order"
              label={`${order.outTradeNo} · ¥${yuan(order.amount)} · ${formatDateTime(order.paidAt)}`}
              checked={chosen.includes(order.id)}
              data-testid={`invoice-order-${order.id}`}
              onChange={(_e, data) =>
                setChosen((now) => (data.checked ? [...now, order.id] : now.filter((id) => id !== order.id)))
              }
            />
          ))}
          {tried && chosen.length === 0 ? (
            <Label pointing prompt>
              {text("pickOrders")}
            </Label>
          ) : null}
        </Form.Field>
        <Form.Input
          label={text("invoiceTitle")}
          value={title}
          error={issue("Title")}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setTitle(event.target.value)}
          input={{ maxLength: 100, "data-testid": "invoice-title" }}
        />
        <Form.Input
          label={text("taxNo")}
          value={taxNo}
          error={issue("TaxNo")}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setTaxNo(event.target.value.toUpperCase())}
          input={{ maxLength: 20, "data-testid": "invoice-tax-no" }}
        />
        <Form.Input
          label={text("email")}
          type="email"
          value={email}
          error={issue("Email")}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)}
          input={{ "data-testid": "invoice-email" }}
        />
        <Button primary type="submit" disabled={loading} data-testid="invoice-apply-submit">
          {text("apply")}
        </Button>
      </Form>
    </Segment>
  );
}

export function InvoicesTab() {
  return (
    <>
      <ApplyForm />
      <InvoiceList side="user" />
    </>
  );
}

export function UsageTab() {
  const { t: text } = useNs(commerceNs);
  const { data, loading } = useUsageStatisticsQuery({ variables: { days: 30 }, fetchPolicy: "network-only" });
  if (loading && !data) return <Loader active inline="centered" />;
  const stats = data?.usageStatistics;
  if (!stats) return null;
  const moved = stats.daily.some(
    (d) => d.credited > 0 || d.spent > 0 || d.transferredOut > 0 || d.transferredIn > 0,
  );
  const transferred = stats.daily.some((d) => d.transferredOut > 0 || d.transferredIn > 0);
  // Transfers to and from projects are their own bars, never "spent" (issue 28 item 2).
  const keys = transferred
    ? [text("credited"), text("spent"), text("transferredOut"), text("transferredIn")]
    : [text("credited"), text("spent")];
  return (
    <>
      <Segment>
        <Statistic.Group size="small" widths={4}>
          <Statistic>
            <Statistic.Value data-testid="usage-balance">
              {stats.tokenBalance.toLocaleString()}
            </Statistic.Value>
            <Statistic.Label>{text("balance")}</Statistic.Label>
          </Statistic>
          <Statistic>
            <Statistic.Value>{formatBytes(stats.storageUsed)}</Statistic.Value>
            <Statistic.Label>
              {text("storageUse")}
              <div className="muted small">
                {text("used", {
                  used: formatBytes(stats.storageUsed),
                  quota: formatBytes(stats.storageQuota),
                })}
              </div>
            </Statistic.Label>
          </Statistic>
          <Statistic>
            <Statistic.Value data-testid="usage-workflow">
              {formatBytes(stats.workflowStorageUsed)}
            </Statistic.Value>
            <Statistic.Label>
              {text("workflowStorageUse")}
              <div className="muted small">
                {text("used", {
                  used: formatBytes(stats.workflowStorageUsed),
                  quota: formatBytes(stats.workflowStorageQuota),
                })}
              </div>
            </Statistic.Label>
          </Statistic>
          <Statistic>
            <Statistic.Value data-testid="usage-running">{stats.runningJobs}</Statistic.Value>
            <Statistic.Label>
              {text("runningJobs")}
              <div className="muted small">
                {text("runningOf", { running: stats.runningJobs, limit: stats.runningJobLimit })}
              </div>
            </Statistic.Label>
          </Statistic>
        </Statistic.Group>
        <Progress
          percent={
            stats.storageQuota > 0
              ? Math.min(100, Math.round((stats.storageUsed / stats.storageQuota) * 100))
              : 0
          }
          size="tiny"
          label={text("storageUse")}
        />
      </Segment>
      <Segment>
        <Header as="h4">{text("daily")}</Header>
        {moved ? (
          <div className="commerce-chart" data-testid="usage-chart">
            <Bar
              width={900}
              height={260}
              data={stats.daily.map((d) => ({
                day: d.day.slice(5),
                [text("credited")]: d.credited,
                [text("spent")]: d.spent,
                [text("transferredOut")]: d.transferredOut,
                [text("transferredIn")]: d.transferredIn,
              }))}
              keys={keys}
              indexBy="day"
              groupMode="grouped"
              margin={{ top: 10, right: 110, bottom: 50, left: 60 }}
              colors={["#21ba45", "#db2828", "#2185d0", "#a333c8"]}
              axisBottom={{ tickRotation: -45 }}
              enableLabel={false}
              legends={[
                {
                  dataFrom: "keys",
                  anchor: "right",
                  direction: "column",
                  translateX: 100,
                  itemWidth: 90,
                  itemHeight: 20,
                },
              ]}
            />
          </div>
        ) : (
          <Message info>{text("noUsage")}</Message>
        )}
        {transferred ? (
          <p className="muted small" data-testid="usage-transfer-note">
            {text("transferNote")}
          </p>
        ) : null}
      </Segment>
      <Segment>
        <Header as="h4">{text("storageDaily")}</Header>
        {stats.storageDaily.some((d) => d.storageUsed !== null) ? (
          <StorageChart days={stats.storageDaily} />
        ) : (
          <Message info data-testid="storage-chart-empty">
            {text("noStorageSamples")}
          </Message>
        )}
      </Segment>
    </>
  );
}
