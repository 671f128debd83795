import { telHref } from "~/lib/phone";
/** The business at the top of a customer's document (a quote, an invoice): name, phone, email, address, GST number. */
export function SellerDetails({
  seller,
}: {
  seller: { businessName: string; phone: string; email: string; postalAddress: string; gstNumber: string };
}) {
  return (
    <div>
      <p className="font-semibold">{seller.businessName}</p>
      <p className="text-sm text-muted">
        <a className="underline" href={telHref(seller.phone)}>
          {seller.phone}
        </a>{" "}
        ·{" "}
        <a className="underline" href={`mailto:${seller.email}`}>
          {seller.email}
        </a>
      </p>
      {seller.postalAddress ? <p className="text-sm text-muted">{seller.postalAddress}</p> : null}
      {seller.gstNumber ? <p className="text-sm text-muted">GST number {seller.gstNumber}</p> : null}
    </div>
  );
}
