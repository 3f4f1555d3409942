/** One package as the buy tab and the public plans page show it: what it grants, its price and discounts. */
import { percentOff, yuan } from "@crucible/schema";
import type { ReactNode } from "react";
import { Card, Icon, Label } from "semantic-ui-react";
import type { PackageFieldsFragment } from "../../graphql";
import { useCommerceText } from "./i18n";

export function PackageCard({
  pack,
  zh,
  children,
}: {
  pack: PackageFieldsFragment;
  zh: boolean;
  children?: ReactNode;
}) {
  const text = useCommerceText();
  const name = zh && pack.nameZh ? pack.nameZh : pack.name;
  return (
    <Card fluid data-testid={`package-${pack.id}`}>
      <Card.Content>
        <Card.Header>
          <Icon name={pack.kind === "storage" ? "hdd outline" : "lightning"} /> {name}
        </Card.Header>
        <Card.Meta>{pack.kind === "storage" ? text.storage : text.token}</Card.Meta>
        <Card.Description>
          <div className="commerce-grants">{text.grants(pack.kind, pack.grants)}</div>
          {pack.workflowStorageGb > 0 || pack.runningJobs > 0 ? (
            <div className="commerce-extras" data-testid={`package-extras-${pack.id}`}>
              {text.extras(pack.workflowStorageGb, pack.runningJobs)}
            </div>
          ) : null}
          <div className="commerce-price">
            ¥{yuan(pack.unitPrice)} <span className="muted">{text.perUnit}</span>
          </div>
          <div className="muted">{text.validFor(text.months(pack.expiryMonths))}</div>
          {pack.description ? <p className="commerce-description">{pack.description}</p> : null}
          <div className="commerce-discounts">
            {pack.discountNow < 1 ? (
              <Label color="red" size="small">
                {text.limitedOffer(text.off(percentOff(pack.discountNow)))}
              </Label>
            ) : null}
            {pack.discounts.map((d) => (
              <Label key={d.quantity} size="small" basic>
                {text.fromQuantity(d.quantity, text.off(percentOff(d.discount)))}
              </Label>
            ))}
          </div>
        </Card.Description>
      </Card.Content>
      {children ? <Card.Content extra>{children}</Card.Content> : null}
    </Card>
  );
}
