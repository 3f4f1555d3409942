/** The star that marks a module as one of the caller's favourites (setModuleFavorite). */
import { Button } from "semantic-ui-react";
import { toast } from "../../components/toast";
import { useToggleModuleFavoriteMutation } from "../../graphql/__generated__/documents/modules";
import { useNs } from "../../i18n";
import { modulesNs } from "./i18n";

export function FavoriteButton(props: {
  readonly id: string;
  readonly favorite: boolean;
  readonly name: string;
  readonly testId: string;
  readonly size?: "large" | "big";
}) {
  const { t } = useNs(modulesNs);
  const [toggle, { loading }] = useToggleModuleFavoriteMutation();
  const label = props.favorite ? t("catalogue.unfavorite") : t("catalogue.favorite");
  return (
    <Button
      type="button"
      className="favorite-toggle"
      basic
      icon={props.favorite ? "star" : "star outline"}
      color={props.favorite ? "yellow" : undefined}
      size={props.size}
      title={label}
      aria-label={label}
      aria-pressed={props.favorite}
      disabled={loading}
      data-testid={props.testId}
      data-favorite={props.favorite ? "true" : "false"}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        const next = !props.favorite;
        void toggle({
          variables: { id: props.id, favorite: next },
          optimisticResponse: { setModuleFavorite: { __typename: "Module", id: props.id, favorite: next } },
        }).then((result) => {
          if (result.error) return;
          toast.success(
            next
              ? t("catalogue.favoriteAdded", { name: props.name })
              : t("catalogue.favoriteRemoved", { name: props.name }),
          );
        });
      }}
    />
  );
}
