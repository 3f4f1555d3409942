/**
 * The daily check-in and recharge-card redemption on the mobile site, with the desktop commerce area's
 * rules (the card number checked by the shared zod rule, normalised before it is sent) and its strings
 * (features/commerce/i18n.ts).
 */
import { normalizeCardNumber, redeemCardInput } from "@crucible/schema";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../components/format";
import { commerceNs, grantsText, unknownCardContext } from "../../features/commerce/i18n";
import { useNs } from "../../i18n";
import type { CheckInMutation } from "../../graphql";
import {
  useCheckInMutation,
  useCheckInStateQuery,
  useRedeemRechargeCardMutation,
} from "../../graphql/__generated__/documents/commerce";
import { NavigatorBoardDocument } from "../../graphql/__generated__/documents/navigator";
import { Loading, Notice } from "../bits";

// The home's token balance changes with a check-in or a card.
const refreshBalance = { refetchQueries: [{ query: NavigatorBoardDocument }] };

export function CheckIn() {
  const { t } = useTranslation();
  const { t: text } = useNs(commerceNs);
  const state = useCheckInStateQuery({ fetchPolicy: "network-only" });
  const [checkIn, { loading }] = useCheckInMutation(refreshBalance);
  const [answer, setAnswer] = useState<CheckInMutation["checkIn"] | null>(null);
  const current = answer ?? state.data?.checkInState;
  if (!current) return state.loading ? <Loading /> : <Notice kind="warning">{t("errors.network")}</Notice>;
  const dayOfCycle = current.streak === 0 ? 0 : ((current.streak - 1) % current.cycleDays) + 1;
  const submit = async () => {
    const result = await checkIn();
    if (result.data) setAnswer(result.data.checkIn);
  };
  return (
    <div className="m-page" data-testid="m-check-in">
      <h1 className="m-title">{text("tabs.checkIn")}</h1>
      <section className="m-card m-center">
        <div className="m-figure-value" data-testid="m-checkin-streak">
          {current.streak}
        </div>
        <p>{text("streak", { count: current.streak })}</p>
        <p className="m-muted m-small">{text("checkInToday", { day: current.day })}</p>
        {current.streak > 0 ? (
          <p className="m-small">{text("cycle", { day: dayOfCycle, of: current.cycleDays })}</p>
        ) : null}
        <button
          type="button"
          className="m-button m-primary m-block"
          disabled={loading}
          aria-busy={loading}
          onClick={() => void submit()}
          data-testid="m-checkin-button"
        >
          {loading ? <span className="m-spinner m-spinner-light" aria-hidden="true" /> : null}
          {text("checkInButton")}
        </button>
        {answer ? (
          <Notice kind={answer.checkedIn ? "success" : "info"} testId="m-checkin-result">
            {answer.checkedIn ? text("checkedIn") : text("alreadyToday")}
          </Notice>
        ) : state.data?.checkInState.checkedIn ? (
          <Notice testId="m-checkin-done">{text("alreadyToday")}</Notice>
        ) : null}
      </section>
    </div>
  );
}

export function Recharge() {
  const { t: text } = useNs(commerceNs);
  const [cardNo, setCardNo] = useState("");
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [redeem, { loading }] = useRedeemRechargeCardMutation(refreshBalance);
  const parsed = redeemCardInput.safeParse({ CardNo: cardNo });
  const error = tried && !parsed.success ? (cardNo.trim() ? text("invalid") : text("required")) : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setDone(null);
    if (!parsed.success) return;
    const result = await redeem({
      variables: { cardNo: normalizeCardNumber(cardNo) },
      context: unknownCardContext(text),
    });
    const pack = result.data?.redeemRechargeCard;
    if (!pack) return;
    setDone(
      text("redeemed", { what: grantsText(text, pack.kind, pack.amount), until: formatDate(pack.expiresAt) }),
    );
    setCardNo("");
    setTried(false);
  };
  return (
    <div className="m-page" data-testid="m-recharge">
      <h1 className="m-title">{text("tabs.redeem")}</h1>
      <form className="m-card m-form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="m-field">
          <span>{text("cardNo")}</span>
          <input
            value={cardNo}
            onChange={(event) => setCardNo(event.target.value)}
            placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error !== null}
            data-testid="m-card-number"
          />
        </label>
        {error ? (
          <Notice kind="warning" testId="m-card-error">
            {error}
          </Notice>
        ) : null}
        <p className="m-muted m-small">{text("cardHint")}</p>
        <button
          type="submit"
          className="m-button m-primary m-block"
          disabled={loading}
          aria-busy={loading}
          data-testid="m-card-redeem"
        >
          {loading ? <span className="m-spinner m-spinner-light" aria-hidden="true" /> : null}
          {text("redeem")}
        </button>
        {done ? (
          <Notice kind="success" testId="m-card-redeemed">
            {done}
          </Notice>
        ) : null}
      </form>
    </div>
  );
}
