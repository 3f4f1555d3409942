/** One package as the buy tab and the public plans page show it: what it grants, its price and discounts. */
import { percentOff, yuan } from "@crucible/schema";
import type { ReactNode } from "react";
import { Card, Icon, Label } from "semantic-ui-react";
import type { PackageFieldsFragment } from "../../graphql";
import { commerceNs, grantsText, extrasText, offText } from "./i18n";
import { useNs } from "../../i18n";

export function PackageCard({
  pack,
  zh,
  children,
}: {
  pack: PackageFieldsFragment;
  zh: boolean;
  children?: ReactNode;
}) {
  const { t: text } = useNs(commerceNs);
  const name = zh && pack.nameZh ? pack.nameZh : pack.name;
  return (
    <Card fluid data-testid={`package-${pack.id}`}>
      <Card.Content>
        <Card.Header>
          <Icon name={pack.kind === "storage" ? "hdd outline" : "lightning"} /> {name}
        </Card.Header>
        <Card.Meta>{pack.kind === "storage" ? text("storage") : text("token")}</Card.Meta>
        <Card.Description>
          <div className="commerce-grants">{grantsText(text, pack.kind, pack.grants)}</div>
          {pack.workflowStorageGb > 0 || pack.runningJobs > 0 ? (
            <div className="commerce-extras" data-testid={`package-extras-${pack.id}`}>
              {extrasText(text, pack.workflowStorageGb, pack.runningJobs)}
            </div>
          ) : null}
          <div className="commerce-price">
            ¥{yuan(pack.unitPrice)} <span className="muted">{text("perUnit")}</span>
          </div>
          <div className="muted">
            {text("validFor", { months: text("months", { count: pack.expiryMonths }) })}
          </div>
          {pack.description ? <p className="commerce-description">{pack.description}</p> : null}
          <div className="commerce-discounts">
            {pack.discountNow < 1 ? (
              <Label color="red" size="small">
                {text("limitedOffer", { off: offText(text, percentOff(pack.discountNow)) })}
              </Label>
            ) : null}
            {pack.discounts.map((d) => (
              <Label key={d.quantity} size="small" basic>
                {text("fromQuantity", { quantity: d.quantity, off: offText(text, percentOff(d.discount)) })}
              </Label>
            ))}
          </div>
        </Card.Description>
      </Card.Content>
      {children ? <Card.Content extra>{children}</Card.Content> : null}
    </Card>
  );
}
