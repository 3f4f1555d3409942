/** Invoices (apply for paid orders, download issued ones) and usage statistics (nivo chart). */
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
  Table,
} from "semantic-ui-react";
import { formatBytes, formatDateTime } from "../../components/format";
import {
  useApplyInvoiceMutation,
  useMyInvoicesQuery,
  useMyOrdersQuery,
  useUsageStatisticsQuery,
} from "../../graphql";
import { useCommerceText } from "./i18n";

function ApplyForm({ onApplied }: { onApplied: () => void }) {
  const text = useCommerceText();
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
  const [apply, { loading }] = useApplyInvoiceMutation();
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
    return { content: found.code === "too_small" ? text.required : text.invalid, pointing: "above" as const };
  };
  const submit = async () => {
    setTried(true);
    if (!parsed.success) return;
    const result = await apply({ variables: { input: { orderIds: chosen, title, taxNo, email } } });
    if (result.data) {
      setChosen([]);
      setTried(false);
      onApplied();
      void orders.refetch();
    }
  };
  if (orders.loading && !orders.data) return <Loader active inline="centered" />;
  if (list.length === 0) return <Message info>{text.noInvoiceable}</Message>;
  return (
    <Segment>
      <Header as="h4">{text.applyInvoice}</Header>
      <Form onSubmit={() => void submit()} loading={loading} noValidate>
        <Form.Field error={tried && chosen.length === 0}>
          <label>{text.invoiceOrders}</label>
          {list.map((order) => (
            <Checkbox
              key={order.id}
              className="commerce-invoice-order"
              label={`${order.outTradeNo} · ¥${yuan(order.amount)} · ${formatDateTime(order.paidAt)}`}
              checked={chosen.includes(order.id)}
              onChange={(_e, data) =>
                setChosen((now) => (data.checked ? [...now, order.id] : now.filter((id) => id !== order.id)))
              }
            />
          ))}
          {tried && chosen.length === 0 ? (
            <Label pointing prompt>
              {text.pickOrders}
            </Label>
          ) : null}
        </Form.Field>
        <Form.Input
          label={text.invoiceTitle}
          value={title}
          error={issue("Title")}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setTitle(event.target.value)}
          input={{ maxLength: 100 }}
        />
        <Form.Input
          label={text.taxNo}
          value={taxNo}
          error={issue("TaxNo")}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setTaxNo(event.target.value.toUpperCase())}
          input={{ maxLength: 20 }}
        />
        <Form.Input
          label={text.email}
          type="email"
          value={email}
          error={issue("Email")}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)}
        />
        <Button primary type="submit" disabled={loading}>
          {text.apply}
        </Button>
      </Form>
    </Segment>
  );
}

export function InvoicesTab() {
  const text = useCommerceText();
  const invoices = useMyInvoicesQuery({ variables: { query: { limit: 100 } }, fetchPolicy: "network-only" });
  const list = invoices.data?.myInvoices.list ?? [];
  return (
    <>
      <ApplyForm onApplied={() => void invoices.refetch()} />
      {invoices.loading && !invoices.data ? <Loader active inline="centered" /> : null}
      {invoices.data && list.length === 0 ? <Message info>{text.noInvoices}</Message> : null}
      {list.length > 0 ? (
        <Table compact data-testid="my-invoices">
          <Table.Body>
            {list.map((invoice) => (
              <Table.Row key={invoice.id}>
                <Table.Cell>{invoice.title}</Table.Cell>
                <Table.Cell>¥{yuan(invoice.amount)}</Table.Cell>
                <Table.Cell>{formatDateTime(invoice.createdAt)}</Table.Cell>
                <Table.Cell>
                  <Label size="small" color={invoice.status === "issued" ? "green" : "orange"}>
                    {text.invoiceStatus[invoice.status]}
                  </Label>
                </Table.Cell>
                <Table.Cell textAlign="right">
                  {invoice.status === "issued" ? (
                    <a href={`/api/user_invoice/pdf/${invoice.id}`} download={invoice.pdfName ?? undefined}>
                      {text.download}
                    </a>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : null}
    </>
  );
}

export function UsageTab() {
  const text = useCommerceText();
  const { data, loading } = useUsageStatisticsQuery({ variables: { days: 30 }, fetchPolicy: "network-only" });
  if (loading && !data) return <Loader active inline="centered" />;
  const stats = data?.usageStatistics;
  if (!stats) return null;
  const moved = stats.daily.some((d) => d.credited > 0 || d.spent > 0);
  return (
    <>
      <Segment>
        <Statistic.Group size="small" widths={2}>
          <Statistic>
            <Statistic.Value data-testid="usage-balance">
              {stats.tokenBalance.toLocaleString()}
            </Statistic.Value>
            <Statistic.Label>{text.balance}</Statistic.Label>
          </Statistic>
          <Statistic>
            <Statistic.Value>{formatBytes(stats.storageUsed)}</Statistic.Value>
            <Statistic.Label>
              {text.used(formatBytes(stats.storageUsed), formatBytes(stats.storageQuota))}
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
          label={text.storageUse}
        />
      </Segment>
      <Segment>
        <Header as="h4">{text.daily}</Header>
        {moved ? (
          <div className="commerce-chart" data-testid="usage-chart">
            <Bar
              width={900}
              height={260}
              data={stats.daily.map((d) => ({
                day: d.day.slice(5),
                [text.credited]: d.credited,
                [text.spent]: d.spent,
              }))}
              keys={[text.credited, text.spent]}
              indexBy="day"
              groupMode="grouped"
              margin={{ top: 10, right: 110, bottom: 50, left: 60 }}
              colors={["#21ba45", "#db2828"]}
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
          <Message info>{text.noUsage}</Message>
        )}
      </Segment>
    </>
  );
}
