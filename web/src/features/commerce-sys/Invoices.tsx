/** Every user's invoice applications in the back office (route `invoices`): the invoice list's system side (commerce/InvoiceList.tsx). */
import { PageHeader } from "../../components/PageHeader";
import { InvoiceList } from "../commerce/InvoiceList";
import { useNs } from "../../i18n";
import { commerceSysNs } from "./i18n";
import "./commerce-sys.css";

// Not the kit's ResourceScreen: an invoice's status is applied or issued, not an enabled switch.
export function Invoices() {
  const { t } = useNs(commerceSysNs);
  return (
    <div data-testid="sys-invoices-page">
      <PageHeader title={t("invoices.title")} intro={t("invoices.intro")} />
      <InvoiceList side="sys" />
    </div>
  );
}
