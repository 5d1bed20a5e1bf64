/**
 * A postal address as every page draws it (an order's delivery and billing, a customer's address
 * book in the back office): name, company, street, building and floor, town and country in the
 * page's language, phone. Takes only the fields it draws, so order snapshots and saved addresses
 * both fit.
 */
export interface PostalAddressFields {
  firstname: string;
  lastname: string;
  company?: string | null;
  address: string;
  address_complement?: string | null;
  building?: string | null;
  floor?: string | null;
  post_code: string;
  city: string;
  country_iso: string | null;
  phone?: string | null;
}

/** A country's name in the page's language (addresses keep the ISO code). */
export function countryName(iso: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

export function PostalAddress({
  address,
  locale,
  title,
  testId,
}: {
  address: PostalAddressFields;
  locale: string;
  /** The name the customer gave the address ("Maison"), above it. */
  title?: string;
  testId?: string;
}) {
  const place = [address.building, address.floor].filter(Boolean).join(', ');
  return (
    <address data-testid={testId}>
      {title ? (
        <>
          <strong>{title}</strong>
          <br />
        </>
      ) : null}
      {address.firstname} {address.lastname}
      {address.company ? <> · {address.company}</> : null}
      <br />
      {address.address}
      {address.address_complement ? <>, {address.address_complement}</> : null}
      {place ? (
        <>
          <br />
          {place}
        </>
      ) : null}
      <br />
      {address.post_code} {address.city}
      {address.country_iso ? <>, {countryName(address.country_iso, locale)}</> : null}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  );
}
