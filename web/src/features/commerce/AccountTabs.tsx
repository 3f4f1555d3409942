/** Redeeming a card and the daily check-in (my orders and packs: OrderList and PackList, side "user"). */
import { normalizeCardNumber, redeemCardInput } from "@crucible/schema";
import { useState, type ChangeEvent } from "react";
import { Button, Form, Loader, Message, Segment, Statistic } from "semantic-ui-react";
import { formatDate } from "../../components/format";
import type { CheckInMutation } from "../../graphql";
import {
  useCheckInMutation,
  useCheckInStateQuery,
  useRedeemProjectCardMutation,
  useRedeemRechargeCardMutation,
} from "../../graphql/__generated__/documents/commerce";
import { ForProjectPicker, useChosenProject } from "./ForProject";
import { commerceNs, grantsText, unknownCardContext } from "./i18n";
import { useNs } from "../../i18n";

/** Redeeming a card for the caller, or (?project=) into a project they own. */
export function RedeemTab({ onRedeemed }: { onRedeemed: () => void }) {
  const { t: text } = useNs(commerceNs);
  const chosen = useChosenProject();
  const [cardNo, setCardNo] = useState("");
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [redeemMine, mine] = useRedeemRechargeCardMutation();
  const [redeemForProject, forProject] = useRedeemProjectCardMutation();
  const loading = mine.loading || forProject.loading;
  const parsed = redeemCardInput.safeParse({ CardNo: cardNo });
  const error = tried && !parsed.success ? (cardNo.trim() ? text("invalid") : text("required")) : null;
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
      const what = grantsText(text, pack.kind, pack.amount);
      const until = formatDate(pack.expiresAt);
      setDone(
        project
          ? text("redeemedForProject", { what, name: project.name, until })
          : text("redeemed", { what, until }),
      );
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
          label={text("cardNo")}
          value={cardNo}
          placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
          error={error ? { content: error, pointing: "above" } : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setCardNo(event.target.value)}
          input={{ "data-testid": "card-number", maxLength: 64, autoComplete: "off", spellCheck: false }}
        />
        <p className="muted">{text("cardHint")}</p>
        <Button primary type="submit" disabled={loading} data-testid="card-redeem">
          {text("redeem")}
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
  const { t: text } = useNs(commerceNs);
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
        <Statistic.Label>{text("streak", { count: current.streak })}</Statistic.Label>
      </Statistic>
      <p className="muted">{text("checkInToday", { day: current.day })}</p>
      {current.streak > 0 ? <p>{text("cycle", { day: dayOfCycle, of: current.cycleDays })}</p> : null}
      <Button
        primary
        size="large"
        icon="calendar check"
        content={text("checkInButton")}
        loading={loading}
        disabled={loading}
        onClick={() => void submit()}
        data-testid="checkin-button"
      />
      {answer ? (
        <Message positive={answer.checkedIn} info={!answer.checkedIn} data-testid="checkin-result">
          {answer.checkedIn ? text("checkedIn") : text("alreadyToday")}
        </Message>
      ) : state.data?.checkInState.checkedIn ? (
        <Message info>{text("alreadyToday")}</Message>
      ) : null}
    </Segment>
  );
}
