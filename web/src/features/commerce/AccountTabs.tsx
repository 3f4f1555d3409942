/** My orders, my resource packs, redeeming a card and the daily check-in. */
import { normalizeCardNumber, redeemCardInput, yuan } from "@crucible/schema";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button, Form, Label, Loader, Message, Segment, Statistic, Table } from "semantic-ui-react";
import { formatDate, formatDateTime } from "../../components/format";
import type { CheckInMutation } from "../../graphql";
import {
  useCancelOrderMutation,
  useCheckInMutation,
  useCheckInStateQuery,
  useMyOrdersQuery,
  useMyResourcePacksQuery,
  useRedeemProjectCardMutation,
  useRedeemRechargeCardMutation,
} from "../../graphql/__generated__/documents/commerce";
import { ForProjectPicker, ProjectTag, useChosenProject } from "./ForProject";
import { unknownCardContext, useCommerceText } from "./i18n";
import { PayDialog } from "./PayDialog";

const statusColor = { pending: "orange", paid: "green", cancelled: "grey" } as const;

export function OrdersTab() {
  const text = useCommerceText();
  const { i18n } = useTranslation();
  const { data, loading, refetch } = useMyOrdersQuery({
    variables: { query: { limit: 100 } },
    fetchPolicy: "network-only",
  });
  const [cancel] = useCancelOrderMutation();
  const [paying, setPaying] = useState<string | null>(null);
  if (loading && !data) return <Loader active inline="centered" />;
  const list = data?.myOrders.list ?? [];
  if (list.length === 0) return <Message info>{text.noOrders}</Message>;
  return (
    <>
      <Table compact data-testid="my-orders">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{text.orderNo}</Table.HeaderCell>
            <Table.HeaderCell>{text.package}</Table.HeaderCell>
            <Table.HeaderCell>{text.quantity}</Table.HeaderCell>
            <Table.HeaderCell>{text.amount}</Table.HeaderCell>
            <Table.HeaderCell>{text.created}</Table.HeaderCell>
            <Table.HeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((order) => (
            <Table.Row key={order.id}>
              <Table.Cell className="mono">{order.outTradeNo}</Table.Cell>
              <Table.Cell>
                {i18n.language === "zh-CN" && order.package.nameZh
                  ? order.package.nameZh
                  : order.package.name}{" "}
                <ProjectTag projectId={order.projectId ?? null} testId={`order-project-${order.id}`} />
              </Table.Cell>
              <Table.Cell>{order.quantity}</Table.Cell>
              <Table.Cell>¥{yuan(order.amount)}</Table.Cell>
              <Table.Cell>{formatDateTime(order.createdAt)}</Table.Cell>
              <Table.Cell textAlign="right">
                <Label
                  color={statusColor[order.status]}
                  size="small"
                  data-testid={`order-status-${order.id}`}
                >
                  {text.status[order.status]}
                </Label>{" "}
                {order.status === "paid" && order.paidByHand ? (
                  <span className="muted small" data-testid={`order-paid-by-hand-${order.id}`}>
                    {text.paidByHand}{" "}
                  </span>
                ) : null}
                {order.status === "pending" ? (
                  <>
                    {/* An order placed with no provider reopens how to pay it offline. */}
                    <Button
                      size="mini"
                      primary
                      onClick={() => setPaying(order.id)}
                      data-testid={`order-pay-${order.id}`}
                    >
                      {order.provider ? text.payNow : text.howToPay}
                    </Button>
                    <Button
                      size="mini"
                      basic
                      onClick={() => void cancel({ variables: { id: order.id } }).then(() => refetch())}
                    >
                      {text.cancelOrder}
                    </Button>
                  </>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      {paying ? (
        <PayDialog
          orderId={paying}
          onClose={() => {
            setPaying(null);
            void refetch();
          }}
        />
      ) : null}
    </>
  );
}

export function PacksTab() {
  const text = useCommerceText();
  const { data, loading } = useMyResourcePacksQuery({
    variables: { query: { limit: 200 } },
    fetchPolicy: "network-only",
  });
  if (loading && !data) return <Loader active inline="centered" />;
  const list = data?.myResourcePacks.list ?? [];
  if (list.length === 0) return <Message info>{text.noPacks}</Message>;
  return (
    <Table compact data-testid="my-packs">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>{text.kind}</Table.HeaderCell>
          <Table.HeaderCell>{text.amount}</Table.HeaderCell>
          <Table.HeaderCell>{text.sourceLabel}</Table.HeaderCell>
          <Table.HeaderCell>{text.starts}</Table.HeaderCell>
          <Table.HeaderCell>{text.expires}</Table.HeaderCell>
          <Table.HeaderCell />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {list.map((pack) => (
          <Table.Row key={pack.id}>
            <Table.Cell>{pack.kind === "storage" ? text.storage : text.token}</Table.Cell>
            <Table.Cell>
              {text.grants(pack.kind, pack.amount)}{" "}
              <ProjectTag projectId={pack.projectId ?? null} testId={`pack-project-${pack.id}`} />
              {pack.workflowStorageGb > 0 || pack.runningJobs > 0 ? (
                <div className="muted small">{text.extras(pack.workflowStorageGb, pack.runningJobs)}</div>
              ) : null}
            </Table.Cell>
            <Table.Cell>{text.source[pack.source as keyof typeof text.source] ?? pack.source}</Table.Cell>
            <Table.Cell>{formatDate(pack.startsAt)}</Table.Cell>
            <Table.Cell>{formatDate(pack.expiresAt)}</Table.Cell>
            <Table.Cell>
              <Label size="small" color={pack.active ? "green" : "grey"}>
                {pack.active ? text.active : text.expired}
              </Label>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}

/** Redeeming a card for the caller, or (?project=) into a project they own. */
export function RedeemTab({ onRedeemed }: { onRedeemed: () => void }) {
  const text = useCommerceText();
  const chosen = useChosenProject();
  const [cardNo, setCardNo] = useState("");
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [redeemMine, mine] = useRedeemRechargeCardMutation();
  const [redeemForProject, forProject] = useRedeemProjectCardMutation();
  const loading = mine.loading || forProject.loading;
  const parsed = redeemCardInput.safeParse({ CardNo: cardNo });
  const error = tried && !parsed.success ? (cardNo.trim() ? text.invalid : text.required) : null;
  const submit = async () => {
    setTried(true);
    setDone(null);
    if (!parsed.success) return;
    const project = chosen.project;
    const pack = project
      ? (
          await redeemForProject({
            variables: { projectId: project.id, cardNo: normalizeCardNumber(cardNo) },
            context: unknownCardContext(text),
          })
        ).data?.redeemProjectCard
      : (
          await redeemMine({
            variables: { cardNo: normalizeCardNumber(cardNo) },
            context: unknownCardContext(text),
          })
        ).data?.redeemRechargeCard;
    if (pack) {
      const what = text.grants(pack.kind, pack.amount);
      const until = formatDate(pack.expiresAt);
      setDone(project ? text.redeemedForProject(what, project.name, until) : text.redeemed(what, until));
      setCardNo("");
      setTried(false);
      onRedeemed();
    }
  };
  return (
    <Segment>
      <ForProjectPicker chosen={chosen} card />
      <Form onSubmit={() => void submit()} loading={loading} noValidate>
        <Form.Input
          label={text.cardNo}
          value={cardNo}
          placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
          error={error ? { content: error, pointing: "above" } : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setCardNo(event.target.value)}
          input={{ "data-testid": "card-number", maxLength: 64, autoComplete: "off", spellCheck: false }}
        />
        <p className="muted">{text.cardHint}</p>
        <Button primary type="submit" disabled={loading} data-testid="card-redeem">
          {text.redeem}
        </Button>
      </Form>
      {done ? (
        <Message positive data-testid="card-redeemed">
          {done}
        </Message>
      ) : null}
    </Segment>
  );
}

export function CheckInTab({ onCheckedIn }: { onCheckedIn: () => void }) {
  const text = useCommerceText();
  const state = useCheckInStateQuery({ fetchPolicy: "network-only" });
  const [checkIn, { loading }] = useCheckInMutation();
  const [answer, setAnswer] = useState<CheckInMutation["checkIn"] | null>(null);
  const current = answer ?? state.data?.checkInState;
  if (!current) return <Loader active inline="centered" />;
  const dayOfCycle = current.streak === 0 ? 0 : ((current.streak - 1) % current.cycleDays) + 1;
  const submit = async () => {
    const result = await checkIn();
    if (result.data) {
      setAnswer(result.data.checkIn);
      onCheckedIn();
    }
  };
  return (
    <Segment textAlign="center" className="commerce-checkin">
      <Statistic size="small">
        <Statistic.Value data-testid="checkin-streak">{current.streak}</Statistic.Value>
        <Statistic.Label>{text.streak(current.streak)}</Statistic.Label>
      </Statistic>
      <p className="muted">{text.checkInToday(current.day)}</p>
      {current.streak > 0 ? <p>{text.cycle(dayOfCycle, current.cycleDays)}</p> : null}
      <Button
        primary
        size="large"
        icon="calendar check"
        content={text.checkInButton}
        loading={loading}
        disabled={loading}
        onClick={() => void submit()}
        data-testid="checkin-button"
      />
      {answer ? (
        <Message positive={answer.checkedIn} info={!answer.checkedIn} data-testid="checkin-result">
          {answer.checkedIn ? text.checkedIn : text.alreadyToday}
        </Message>
      ) : state.data?.checkInState.checkedIn ? (
        <Message info>{text.alreadyToday}</Message>
      ) : null}
    </Segment>
  );
}
