import type { Permission } from "@crucible/schema";
import { Menu } from "semantic-ui-react";
import { useSession } from "../../app/session";
import type { Side } from "../../graphql";
import { useNs } from "../../i18n";
import { sessionsNs } from "./i18n";

const sidePerm: Record<Side, Permission> = { USER: "User.Read", SYSTEM: "Sys.User.Read" };

/** The sides the admin may read: USER needs User.Read, SYSTEM needs Sys.User.Read. */
export function useReadableSides(): Side[] {
  const session = useSession();
  return (["USER", "SYSTEM"] as const).filter((side) => session.can(sidePerm[side]));
}

export function SideTabs({
  sides,
  value,
  onChange,
}: {
  sides: Side[];
  value: Side;
  onChange: (side: Side) => void;
}) {
  const { t } = useNs(sessionsNs);
  return (
    <Menu pointing secondary className="side-tabs">
      {sides.map((side) => (
        <Menu.Item
          key={side}
          active={value === side}
          onClick={() => onChange(side)}
          data-testid={`tab-${side.toLowerCase()}`}
        >
          {side === "USER" ? t("sessions.userSide") : t("sessions.systemSide")}
        </Menu.Item>
      ))}
    </Menu>
  );
}
